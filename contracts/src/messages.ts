// Every user-visible pt-BR message of docs/product.md#messages and #validation, written once.
export const messages = {
  required: 'Campo obrigatório',
  invalidEmail: 'E-mail inválido',
  passwordMin: 'Senha deve ter pelo menos 8 caracteres',
  passwordMismatch: 'A confirmação de senha não confere',
  userPasswordMin: 'Mínimo de 6 caracteres',
  invalidPhone: 'Telefone inválido. Use o formato (XX) XXXXX-XXXX',
  invalidColor: 'Formato inválido. Use o formato RGB (ex: #FF0000)',
  greaterThanZero: 'Deve ser maior que 0',
  atLeastOneQuestion: 'Deve ter pelo menos uma pergunta',
  atLeastTwoOptions: 'Deve ter pelo menos duas opções',

  mustBeLoggedIn: 'Você precisa estar logado para acessar esta página.',
  loginFailed: 'E-mail ou senha inválidos',
  forgotPasswordSent: 'Solicitação de senha enviada com sucesso',
  resetFailed: 'Erro ao redefinir senha',
  passwordChanged: 'Senha alterada com sucesso',
  wrongCurrentPassword: 'Senha atual incorreta',
  formNotActive: 'Formulário não está ativo',

  formCreateFailed: 'Erro ao cadastrar formulário',
  formUpdateFailed: 'Erro ao alterar formulário',
  formCreated: 'Formulário criado com sucesso!',
  formUpdated: 'Formulário atualizado com sucesso!',
  formHasSubmissions: 'Esse formulário possui respostas coletadas, portanto não pode ser excluído.',
  formDeleteConfirm: 'Tem certeza que deseja apagar esse formulário?',
  formDeleted: 'Formulário apagado com sucesso!',

  templateNotFound: 'Modelo não encontrado',
  templateCreateFailed: 'Erro ao cadastrar modelo',
  templateUpdateFailed: 'Erro ao alterar modelo',
  templateCreated: 'Modelo criado com sucesso',
  templateUpdated: 'Modelo atualizado com sucesso',
  templateDeleted: 'Modelo apagado com sucesso',
  categoryCreated: 'Categoria cadastrada com sucesso',
  categoryCreateFailed: 'Erro ao cadastrar a categoria. Tente novamente.',

  emailInUse: 'O e-mail é inválido ou já está em uso.',
  userCreateFailed: 'Erro ao cadastrar usuário',
  userUpdateFailed: 'Erro ao alterar usuário',
  userUpdated: 'Usuário alterado com sucesso',
  userCreated: 'Usuário cadastrado com sucesso',
  userDeleteConfirm: 'Deseja excluir usuário?',
  userDeleted: 'Usuário excluído com sucesso',

  companyUpdated: 'Empresa alterada com sucesso',
  companyCreated: 'Empresa cadastrada com sucesso',
  companyDeleted: 'Empresa apagada com sucesso',
  companyDeleteWarning:
    'Essa ação não poderá ser desfeita e todas os formulários e respostas coletadas serão apagadas também.',

  commentAdded: 'Comentário adicionado com sucesso',
  linkCopied: 'Link copiado com sucesso',
  formFromTemplate: (title: string) => `Formuário criado baseado no modelo: ${title}`,
  submitted: 'Formulário enviado com sucesso',

  notFoundPage: 'A página não foi encontrada.',
  forbiddenPage: 'Acesso negado.',
  formUnavailable: 'Esse formulário não está disponível.',
  serverErrorPage: 'Ocorreu um erro no servidor.',
  remoteUnavailable: 'Não foi possível carregar esta área.',
  genericClientError: 'Something went wrong while processing your request.',

  // Generic API errors, by status (docs/product.md#messages).
  unauthenticated: 'Sessão expirada. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: 'Registro não encontrado.',
  invalidRequest: 'Dados inválidos.',
  tooLarge: 'O conteúdo enviado é grande demais.',
  tooManyRequests: 'Muitas tentativas. Tente novamente em instantes.',
  internalError: 'Ocorreu um erro no servidor. Tente novamente mais tarde.',
  invalidCharacters: 'O texto contém caracteres inválidos.',

  // Public submissions and comments (docs/product.md#validation, #limits).
  anonymousRespondent: 'Resposta anônima',
  invalidDocument: 'CPF/CNPJ inválido',
  maxLength: (max: number) => `Deve ter no máximo ${max} caracteres`,
  maxItems: (max: number) => `Deve ter no máximo ${max} itens`,
  invalidAnswer: 'Resposta inválida',
  unknownQuestion: 'Pergunta não encontrada neste formulário',
  repeatedQuestion: 'Pergunta respondida mais de uma vez',
  invalidOption: 'Opção inválida',
  invalidFileAnswer: 'Arquivo inválido',
  invalidIdempotencyKey: 'Chave de idempotência inválida',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outro envio.',
  commentsLimit: 'Esta resposta atingiu o limite de comentários.',

  // Insights.
  invalidDateRange: 'A data final deve ser igual ou posterior à inicial.',

  // A form's answers as a table: sorting and deleting the selected ones.
  invalidSort: 'Ordenação inválida.',
  nothingSelected: 'Selecione ao menos uma resposta.',
  tooManySelected: (max: number) => `Selecione no máximo ${max} respostas de uma vez.`,
  invalidSelection: 'Seleção inválida.',
} as const;

/** How long a transient alert (a toast) stays on screen, in seconds (docs/product.md#limits). */
export const ALERT_SECONDS = 3;
