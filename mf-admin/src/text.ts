export const text = {
  companies: {
    title: 'Empresas',
    empty: 'Nenhum resultado encontrado',
    create: 'Nova empresa',
    users: 'Usuários',
    edit: 'Editar',
  },
  users: { title: 'Usuários' },
  loadFailed: 'Não foi possível carregar os dados. Tente novamente.',
} as const;
