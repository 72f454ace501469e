// The texts of the outbox list (components/outbox-list.tsx), loaded with its chunk only when an answer
// finished offline waits or went (the API's messages are in contracts).
export const outboxText = {
  title: 'Respostas deste aparelho',
  item: (time: string) => `Resposta das ${time}`,
  waiting: 'aguardando conexão',
  sent: 'enviada',
  refused: 'não enviada',
} as const;
