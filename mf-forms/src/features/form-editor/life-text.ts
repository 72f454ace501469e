// The labels of the form editor's 'Agenda, limite e final' panel (components/form-life-panel.tsx).
export const lifeText = {
  title: 'Agenda, limite e final',
  opensAt: 'Abre em',
  closesAt: 'Fecha em',
  dateTimePlaceholder: 'dd/mm/aaaa hh:mm',
  dateTimeHelp: 'Horário de Brasília. Em branco: sem data.',
  maxAnswers: 'Limite de respostas',
  maxAnswersHelp: 'Ao atingir o limite, o formulário deixa de aceitar respostas. Em branco: sem limite.',
  closedMessage: 'Mensagem quando fechado',
  closedMessageHelp: 'Em branco: "Esse formulário não está disponível."',
  ending: 'Tela final',
  endingTitle: 'Título da tela final',
  endingTitleHelp:
    'Em branco: "Formulário enviado com sucesso". Use {{nome}} para repetir a resposta da pergunta com esse nome de campo.',
  endingText: 'Texto da tela final',
  redirectUrl: 'Redirecionar para',
  redirectUrlHelp: 'Endereço http:// ou https:// aberto logo após o envio. Em branco: nenhum.',
  anotherAnswer: 'Oferecer "Enviar outra resposta"',
  anotherAnswerHelp: 'No lugar de VOLTAR PARA O INÍCIO, um botão que começa uma nova resposta em branco.',
  answerCopy: 'Enviar cópia das respostas ao respondente',
  answerCopyHelp:
    'Por e-mail, com o link da resposta, quando o respondente informar um e-mail e a empresa permitir e-mails.',
  honeypot: 'Proteção contra robôs',
  honeypotHelp: 'Um campo invisível para pessoas: respostas que o preenchem são recusadas.',
  altcha: 'Verificação "Não sou um robô"',
  altchaHelp:
    'O navegador do respondente resolve um pequeno cálculo antes de enviar (cerca de um segundo), sem serviço de terceiros e sem rastrear ninguém. Respostas sem a verificação são recusadas.',
  save: 'SALVAR AGENDA E FINAL',
  saved: 'Agenda e tela final salvas',
  saveFailed: 'Não foi possível salvar a agenda e a tela final',
} as const;
