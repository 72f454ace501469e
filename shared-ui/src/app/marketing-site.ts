/** The product's marketing site: CRIE SUA CONTA on /login and the plan card's upgrade lead there. */
export const MARKETING_SITE_URL = 'https://www.formularios.app.br';
export const PLANS_URL = `${MARKETING_SITE_URL}/planos`;
