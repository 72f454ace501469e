// A form's life beyond ACTIVE and INACTIVE (docs/forms-and-templates.md#a-forms-life): when it opens
// and closes (America/Sao_Paulo), how many answers it takes, what it says when closed, its ending,
// the copy of the answers to the respondent and the honeypot and proof of work against robots. Every field has a default
// that keeps the behaviour of a form saved before these existed.
import { z } from 'zod';
import { messages } from './messages';
import type { FormEnding } from './responses';
import { isHttpUrl, safeString } from './text';

/** The time zone forms are scheduled in, shown and typed in (Brasília). */
export const FORM_TIME_ZONE = 'America/Sao_Paulo';

export const FORM_LIFE_LIMITS = {
  maxAnswers: 1_000_000,
  closedMessage: 500,
  endingTitle: 200,
  endingText: 1000,
  redirectUrl: 2048,
} as const;

export const formLifeMessages = {
  invalidDateTime: 'Data e hora inválidas. Use o formato dd/mm/aaaa hh:mm',
  closesBeforeOpens: 'O encerramento deve ser depois da abertura',
  invalidMaxAnswers: `O limite de respostas deve ser um número inteiro entre 1 e ${FORM_LIFE_LIMITS.maxAnswers.toLocaleString('pt-BR')}`,
  invalidRedirectUrl: 'Informe um endereço que comece com http:// ou https://',
  tooLong: (max: number) => `Deve ter no máximo ${max} caracteres`,
  /** The refusal of an answer whose honeypot field was filled (a robot, or a browser's autofill). */
  robot: 'Não foi possível enviar a resposta. Recarregue a página e tente de novo.',
} as const;

/** The proof-of-work check (ALTCHA) of a form that asks for it (docs/forms-and-templates.md#robots). */
export const altchaMessages = {
  missing: 'Confirme que você não é um robô antes de enviar.',
  invalid: 'A verificação contra robôs não foi aceita. Confirme de novo que você não é um robô.',
  replayed: 'Esta verificação contra robôs já foi usada ou expirou. Confirme de novo que você não é um robô.',
  notAsked: 'Este formulário não pede verificação contra robôs.',
} as const;

/** Where a form is in its life, besides its status (docs/forms-and-templates.md#a-forms-life). */
export const formAvailabilities = ['OPEN', 'SCHEDULED', 'CLOSED', 'FULL'] as const;
export type FormAvailability = (typeof formAvailabilities)[number];

/** The label the forms list shows beside the status badge; none for an open form. */
export const formAvailabilityLabels: Record<FormAvailability, string | null> = {
  OPEN: null,
  SCHEDULED: 'Agendado',
  CLOSED: 'Encerrado',
  FULL: 'Limite atingido',
};

export const DEFAULT_FORM_ENDING: FormEnding = { title: '', text: '', redirectUrl: '', anotherAnswer: false };

const optionalText = (max: number) =>
  safeString({ error: messages.invalidRequest }).trim().max(max, formLifeMessages.tooLong(max)).optional();

const instantInput = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso
    .datetime({ offset: true, error: formLifeMessages.invalidDateTime })
    .transform((value) => new Date(value).toISOString())
    .nullable()
    .optional(),
);

/** The ending as sent by an editor: any subset; missing fields keep what is stored. */
export const formEndingInputSchema = z.object(
  {
    title: optionalText(FORM_LIFE_LIMITS.endingTitle),
    text: optionalText(FORM_LIFE_LIMITS.endingText),
    redirectUrl: safeString({ error: formLifeMessages.invalidRedirectUrl })
      .trim()
      .max(FORM_LIFE_LIMITS.redirectUrl, formLifeMessages.tooLong(FORM_LIFE_LIMITS.redirectUrl))
      .refine((value) => value === '' || isHttpUrl(value), formLifeMessages.invalidRedirectUrl)
      .optional(),
    anotherAnswer: z.boolean({ error: messages.invalidRequest }).optional(),
  },
  { error: messages.invalidRequest },
);

/**
 * `life` of POST and PATCH /api/forms: any subset of the fields; a missing one keeps what is stored
 * (on create: the default, today's behaviour). Instants are ISO 8601 with their offset.
 */
export const formLifeInputSchema = z
  .object(
    {
      opensAt: instantInput,
      closesAt: instantInput,
      maxAnswers: z.preprocess(
        (value) => (value === '' ? null : value),
        z
          .number({ error: formLifeMessages.invalidMaxAnswers })
          .int(formLifeMessages.invalidMaxAnswers)
          .min(1, formLifeMessages.invalidMaxAnswers)
          .max(FORM_LIFE_LIMITS.maxAnswers, formLifeMessages.invalidMaxAnswers)
          .nullable()
          .optional(),
      ),
      closedMessage: optionalText(FORM_LIFE_LIMITS.closedMessage),
      ending: formEndingInputSchema.optional(),
      answerCopy: z.boolean({ error: messages.invalidRequest }).optional(),
      honeypot: z.boolean({ error: messages.invalidRequest }).optional(),
      altcha: z.boolean({ error: messages.invalidRequest }).optional(),
    },
    { error: messages.invalidRequest },
  )
  .superRefine((life, ctx) => {
    if (life.opensAt && life.closesAt && life.closesAt <= life.opensAt) {
      ctx.addIssue({ code: 'custom', message: formLifeMessages.closesBeforeOpens, path: ['closesAt'] });
    }
  });
export type FormLifeInput = z.output<typeof formLifeInputSchema>;

/** The stored settings of a form's life (what the API keeps per form). */
export interface FormLifeSettings {
  opensAt: string | null;
  closesAt: string | null;
  maxAnswers: number | null;
  closedMessage: string;
  ending: FormEnding;
  answerCopy: boolean;
  honeypot: boolean;
  /** A proof-of-work challenge (ALTCHA) solved by the respondent's browser before the answer is stored. */
  altcha: boolean;
}

export const DEFAULT_FORM_LIFE: FormLifeSettings = {
  opensAt: null,
  closesAt: null,
  maxAnswers: null,
  closedMessage: '',
  ending: DEFAULT_FORM_ENDING,
  answerCopy: false,
  honeypot: false,
  altcha: false,
};

/** `input` over `stored`: each field the input names replaces the stored one. */
export function mergeFormLife(stored: FormLifeSettings, input: FormLifeInput): FormLifeSettings {
  const pick = <K extends keyof FormLifeSettings>(key: K): FormLifeSettings[K] =>
    input[key] === undefined ? stored[key] : (input[key] as FormLifeSettings[K]);
  const ending = input.ending ?? {};
  const merged: FormLifeSettings = {
    opensAt: pick('opensAt'),
    closesAt: pick('closesAt'),
    maxAnswers: pick('maxAnswers'),
    closedMessage: pick('closedMessage'),
    ending: {
      title: ending.title ?? stored.ending.title,
      text: ending.text ?? stored.ending.text,
      redirectUrl: ending.redirectUrl ?? stored.ending.redirectUrl,
      anotherAnswer: ending.anotherAnswer ?? stored.ending.anotherAnswer,
    },
    answerCopy: pick('answerCopy'),
    honeypot: pick('honeypot'),
    altcha: pick('altcha'),
  };
  return merged;
}

/** Whether closing comes after opening once both are merged; the message when not. */
export function checkFormLife(life: FormLifeSettings): string | undefined {
  if (life.opensAt && life.closesAt && life.closesAt <= life.opensAt) return formLifeMessages.closesBeforeOpens;
  return undefined;
}

/**
 * Where a form is in its life at `now` with `answers` stored: it opens at `opensAt` (included) and
 * closes at `closesAt` (excluded); at `maxAnswers` answers it is full. A closed window wins over a cap.
 */
export function formAvailability(
  life: Pick<FormLifeSettings, 'opensAt' | 'closesAt' | 'maxAnswers'>,
  now: Date,
  answers: number,
): FormAvailability {
  const at = now.getTime();
  if (life.opensAt && at < Date.parse(life.opensAt)) return 'SCHEDULED';
  if (life.closesAt && at >= Date.parse(life.closesAt)) return 'CLOSED';
  if (life.maxAnswers !== null && answers >= life.maxAnswers) return 'FULL';
  return 'OPEN';
}

/** What a respondent reads when the form is not open: the company's message, else the product's. */
export const closedMessageOf = (life: Pick<FormLifeSettings, 'closedMessage'>) =>
  life.closedMessage.trim() || messages.formUnavailable;

// ---- America/Sao_Paulo date and time, typed and shown as 'dd/mm/aaaa hh:mm' ----

const parts = (date: Date) => {
  const formatted = new Intl.DateTimeFormat('en-US', {
    timeZone: FORM_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(formatted.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
};

/** An ISO instant as 'dd/mm/aaaa hh:mm' in Brasília time. */
export function formatFormDateTime(iso: string): string {
  const { year, month, day, hour, minute } = parts(new Date(iso));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day)}/${two(month)}/${year} ${two(hour)}:${two(minute)}`;
}

const TYPED = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*$/;

/**
 * 'dd/mm/aaaa hh:mm' typed in Brasília time as an ISO instant; undefined when it is not a real date
 * and time. The offset is read from the time zone for that very moment, so it stays right if Brazil
 * ever keeps summer time again.
 */
export function parseFormDateTime(typed: string): string | undefined {
  const match = TYPED.exec(typed);
  if (!match) return undefined;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  // Guess the instant as if the zone were UTC, then move by the zone's offset at that instant (twice).
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const seen = parts(new Date(guess));
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wall - seenWall;
  }
  return new Date(guess).toISOString();
}
