// The audit log's words, apart from its schemas (audit.ts): a screen that only names the log (the
// menu's 'Auditoria') carries no zod for it.

export const auditMessages = {
  title: 'Auditoria',
  invalidAction: 'Ação desconhecida.',
  invalidDate: 'Informe uma data válida.',
  invalidPeriod: 'A data inicial deve ser anterior à final.',
  invalidId: 'Identificador inválido.',
  system: 'Sistema',
  unknownActor: 'Desconhecido',
  apiKey: 'Chave de API',
  removedApiKey: 'Chave de API (removida)',
  removed: 'removido',
  empty: 'Nenhum registro de auditoria.',
} as const;
