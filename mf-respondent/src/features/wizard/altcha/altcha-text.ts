// The ALTCHA widget's texts in the product's Portuguese (docs/forms-and-templates.md#robots). The
// widget's own pt-BR file would add a download; these are the strings it reads, by its keys.
export const altchaWidgetText: Record<string, string> = {
  ariaLinkLabel: 'ALTCHA',
  enterCode: 'Digite o código',
  enterCodeAria: 'Digite o código que você ouve. Tecle Espaço para ouvir o áudio.',
  error: 'A verificação falhou. Tente de novo.',
  expired: 'A verificação expirou. Marque de novo.',
  footer: '',
  getAudioChallenge: 'Ouvir o código',
  label: 'Não sou um robô',
  loading: 'Carregando...',
  reload: 'Recarregar',
  verify: 'Verificar',
  verificationRequired: 'Confirme que você não é um robô.',
  verified: 'Não sou um robô: verificado',
  verifying: 'Verificando...',
  waitAlert: 'Verificando... aguarde um instante.',
  cancel: 'Cancelar',
  enterCodeFromImage: 'Para continuar, digite o código da imagem abaixo.',
};
