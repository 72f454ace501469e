export const text = {
  home: { title: 'Home', greeting: (firstName: string) => `Olá, ${firstName}!`, latest: 'Últimas respostas' },
  forms: { title: 'Formulários' },
} as const;
