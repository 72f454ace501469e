export const text = {
  loading: 'Carregando formulário...',
  start: 'INICIAR',
  questions: (n: number) => (n === 1 ? '1 pergunta' : `${n} perguntas`),
  loadFailed: 'Não foi possível carregar o formulário. Verifique sua conexão e tente novamente.',
  retry: 'TENTAR NOVAMENTE',
  notFoundDetail: 'O formulário pode ter sido excluído ou expirado.',
} as const;
