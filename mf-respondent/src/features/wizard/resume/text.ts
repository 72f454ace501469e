// The texts of the 'Continuar depois' form, loaded with its chunk (the API's messages are in contracts).
export const resumeText = {
  title: 'Continuar depois',
  hint: (days: number) =>
    `Enviaremos um link para este e-mail. Com ele você continua de onde parou, em qualquer aparelho, por ${days} dias.`,
  email: 'Seu e-mail',
  send: 'ENVIAR LINK',
  sending: 'Enviando...',
  cancel: 'CANCELAR',
  sent: (email: string, until: string) =>
    `Enviamos o link para ${email}. Ele vale até ${until} e deixa de valer quando a resposta for enviada.`,
  keepGoing: 'CONTINUAR PREENCHENDO',
  failed: 'Não foi possível enviar o link agora. Verifique sua conexão e tente novamente.',
} as const;
