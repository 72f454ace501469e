// The texts of the submission view only, loaded with its chunk (kit.ts); the API's messages are in contracts.
export const submissionText = {
  gridRow: 'Item',
  gridChoice: 'Resposta',
  comments: {
    title: 'Comentários',
    empty: 'Nenhum comentário ainda.',
    label: 'Seu comentário',
    add: 'ADICIONAR COMENTÁRIO',
    fromYou: 'Você',
    fromTeam: 'Equipe',
  },
  submittedAt: 'Enviado em',
} as const;
