// The shell's user-visible text (validation and error messages live in contracts).
export const text = {
  appName: 'Formulários',
  login: {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Senha',
    submit: 'ENTRAR',
    createAccount: 'CRIE SUA CONTA',
    forgotPassword: 'ESQUECI MINHA SENHA',
  },
  forgot: {
    title: 'Esqueci minha senha',
    intro: 'Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.',
    email: 'E-mail',
    submit: 'ENVIAR',
    back: 'VOLTAR',
    sentDetail:
      'Se houver uma conta com esse e-mail, você receberá em instantes uma mensagem com o link para redefinir a senha. Siga as instruções do e-mail; o link vale por 1 hora.',
  },
  reset: {
    title: 'Nova senha',
    password: 'Nova senha',
    passwordConfirm: 'Confirmação da nova senha',
    submit: 'SALVAR',
    toLogin: 'IR PARA O LOGIN',
  },
  menu: {
    companies: 'Empresas',
    templates: 'Biblioteca',
    account: 'Minha conta',
    home: 'Home',
    forms: 'Formulários',
    users: 'Usuários',
  },
  errors: {
    backHome: 'VOLTAR PARA A PÁGINA INICIAL',
    forbiddenDetail: 'Você não tem permissão para acessar esta página. Entre em contato com o administrador.',
    serverErrorDetail: 'Tente novamente mais tarde ou entre em contato com o suporte.',
  },
  account: {
    title: 'Minha conta',
    name: 'Nome',
    email: 'E-mail',
    permission: 'Permissão',
    company: 'Empresa',
    signOut: 'Sair',
    signOutConfirm: 'Deseja sair da sua conta?',
    changePassword: 'Alterar senha',
    editCompany: 'Editar empresa',
    oldPassword: 'Senha atual',
    newPassword: 'Nova senha',
    newPasswordConfirm: 'Confirmação da nova senha',
    save: 'SALVAR',
    cancel: 'CANCELAR',
    deleteAccount: 'Excluir minha conta',
    deleteAccountConfirm: 'Deseja excluir sua conta?',
    deleteAccountDetail: 'Essa ação não poderá ser desfeita: você perderá o acesso e precisará de um novo convite.',
    deleteAccountOk: 'EXCLUIR',
  },
} as const;

/** Where CRIE SUA CONTA leads: the product's marketing site. */
export const MARKETING_SITE_URL = 'https://www.formularios.app.br';
