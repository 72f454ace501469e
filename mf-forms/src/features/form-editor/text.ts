// The labels of the form editor (the messages of docs/product.md#validation, #messages come from contracts).
export const text = {
  newTitle: 'Novo formulário',
  editTitle: 'Editar formulário',
  save: 'SALVAR',
  settings: 'Dados do formulário',
  title: 'Título do formulário',
  status: 'Status',
  notifiedUser: 'Usuário notificado',
  nobody: 'Ninguém',
  otherUser: 'Usuário definido pelo gestor',
  notifiedUserLocked: 'Só o criador do formulário ou um gestor pode mudar quem é notificado.',
  anonymous: 'Formulário anônimo',
  /** Under the anonymous switch, for the state it is in. */
  anonymousOn: 'Ligado: o respondente não precisa se identificar.',
  anonymousOff: 'Desligado: o respondente informa nome e CPF/CNPJ (e-mail e telefone opcionais) antes de responder.',
  hiddenFields: 'Campos ocultos',
  hiddenFieldsHelp:
    'Preenchidos pelo link público, como ?pedido=123, e guardados com a resposta. Use letras, números e _; tecle Enter após cada nome.',
  questions: 'Perguntas',
  preview: 'VISUALIZAR',
  untitled: 'Formulário sem título',
  publicLink: 'Link público',
  publicLinkHelp: 'Compartilhe este link para receber respostas.',
  createdNotice: 'Formulário criado! Compartilhe o link público abaixo para receber respostas.',
  copyLink: 'Copiar link',
  embed: 'Incorporar no site da empresa',
  embedMode: 'Como o formulário aparece no site',
  embedCode: 'Código para colar no site',
  embedHelp:
    'Cole este código no HTML da página. O site precisa estar entre os que podem incorporar os formulários da empresa (Minha conta, Empresa).',
  copyEmbed: 'Copiar código',
  embedCopied: 'Código copiado com sucesso',
  embedEvents:
    'A página recebe os eventos formbuilder:ready e formbuilder:submitted (com o id da resposta). Campos ocultos: data-hidden-nome="valor".',
  unreachableTitle: 'Há perguntas que nenhum caminho alcança',
  unreachableContent: (positions: number[]) =>
    `${positions.length === 1 ? 'A pergunta' : 'As perguntas'} ${positions.join(', ')} nunca ${
      positions.length === 1 ? 'será exibida' : 'serão exibidas'
    } ao respondente. Deseja salvar mesmo assim?`,
  saveAnyway: 'SALVAR MESMO ASSIM',
  loadFailed: 'Não foi possível carregar o formulário. Tente novamente.',
  usersLoadFailed: 'Não foi possível carregar os usuários.',
  description: 'Descrição ou mensagem de boas-vindas',
  descriptionHelp: 'Aparece para o respondente antes da primeira pergunta. Opcional.',
  draftRestored: 'Rascunho restaurado',
  draftRestoredExisting: (when: string) =>
    `Recuperamos as alterações que não foram salvas (rascunho de ${when}). Elas só valem para os respondentes depois de SALVAR.`,
  draftRestoredNew: (when: string) =>
    `Recuperamos o formulário que você estava criando (rascunho de ${when}). Ele só é criado ao SALVAR.`,
  discardDraft: 'DESCARTAR RASCUNHO',
  autosaving: 'Guardando rascunho...',
  autosaved: (time: string) => `Rascunho guardado às ${time}`,
  autosaveFailed: 'Não foi possível guardar o rascunho. Salve com SALVAR para não perder as alterações.',
  leave: {
    title: 'Sair sem salvar?',
    content:
      'As alterações deste formulário ainda não foram salvas com SALVAR. Se sair agora, elas ficam só no rascunho.',
    okText: 'SAIR SEM SALVAR',
    cancelText: 'CONTINUAR EDITANDO',
  },
} as const;
