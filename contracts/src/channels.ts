// The text of a notification sent on a message channel (WhatsApp, SMS). Those channels are outside
// the company's control, so the text carries only the form's title, how many new answers there are
// and a link to them in the staff app: never a respondent's data or answers.

/** The message channels besides e-mail. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Longest form title a message quotes (an SMS segment is short; the link must fit whole). */
export const CHANNEL_TITLE_MAX = 60;

export interface NewAnswersMessage {
  formTitle: string;
  count: number;
  /** The answers in the staff app (needs a sign-in to open). */
  link: string;
}

function shortTitle(title: string): string {
  const plain = title.replace(/\s+/g, ' ').trim();
  return plain.length > CHANNEL_TITLE_MAX ? `${plain.slice(0, CHANNEL_TITLE_MAX - 1)}…` : plain;
}

/** 'Nova resposta em Pesquisa NPS: <link>' or '12 novas respostas em Pesquisa NPS: <link>'. */
export function newAnswersText({ formTitle, count, link }: NewAnswersMessage): string {
  const what = count === 1 ? 'Nova resposta' : `${count} novas respostas`;
  return `${what} em ${shortTitle(formTitle)}: ${link}`;
}

/** The template parameters of the same message (WhatsApp templates take the parts, not the text). */
export function newAnswersParameters({ formTitle, count, link }: NewAnswersMessage): string[] {
  return [String(count), shortTitle(formTitle), link];
}
