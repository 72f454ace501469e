export const text = {
  templates: { title: 'Biblioteca', create: 'CRIAR' },
  library: { title: 'Biblioteca' },
} as const;
