/** The ADMIN every browser test server starts with. */
export const admin = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' };
export const adminEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };

/** Where CRIE SUA CONTA and FAZER UPGRADE lead on the shared test server (unset hides them). */
export const siteLinksEnv = {
  SIGNUP_URL: 'https://site.e2e.test/cadastro',
  UPGRADE_URL: 'https://site.e2e.test/planos',
};
