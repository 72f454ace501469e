// A form's life (docs/forms-and-templates.md#a-forms-life): its stored columns read as contracts'
// FormLifeSettings and written back, and what the staff record and the public page say of it.
import {
  checkFormLife,
  closedMessageOf,
  DEFAULT_FORM_ENDING,
  DEFAULT_FORM_LIFE,
  formAvailability,
  formAvailabilityLabels,
  mergeFormLife,
  type FormEnding,
  type FormLife,
  type FormLifeInput,
  type FormLifeSettings,
} from '@formbuilder/contracts';
import { conflict, invalid } from '../../http/errors';
import type { forms } from '../../db/schema';

type LifeColumns = Pick<
  typeof forms.$inferSelect,
  'opensAt' | 'closesAt' | 'maxAnswers' | 'closedMessage' | 'ending' | 'answerCopy' | 'honeypot' | 'altcha'
>;

/** The stored columns as settings; a form saved before they existed reads as the defaults. */
export function lifeOf(row: Partial<LifeColumns>): FormLifeSettings {
  return {
    opensAt: row.opensAt ? row.opensAt.toISOString() : null,
    closesAt: row.closesAt ? row.closesAt.toISOString() : null,
    maxAnswers: row.maxAnswers ?? null,
    closedMessage: row.closedMessage ?? '',
    ending: { ...DEFAULT_FORM_ENDING, ...(row.ending ?? {}) },
    answerCopy: row.answerCopy ?? false,
    honeypot: row.honeypot ?? false,
    altcha: row.altcha ?? false,
  };
}

/** Settings as the columns that store them. */
export function lifeColumns(life: FormLifeSettings): LifeColumns {
  return {
    opensAt: life.opensAt ? new Date(life.opensAt) : null,
    closesAt: life.closesAt ? new Date(life.closesAt) : null,
    maxAnswers: life.maxAnswers,
    closedMessage: life.closedMessage,
    ending: life.ending,
    answerCopy: life.answerCopy,
    honeypot: life.honeypot,
    altcha: life.altcha,
  };
}

/** The input over what is stored (or the defaults), refused with a 400 when closing would come first. */
export function mergedLife(stored: Partial<LifeColumns> | undefined, input: FormLifeInput): FormLifeSettings {
  const merged = mergeFormLife(stored ? lifeOf(stored) : DEFAULT_FORM_LIFE, input);
  const problem = checkFormLife(merged);
  if (problem) throw invalid(problem, { 'life.closesAt': problem });
  return merged;
}

/** The staff record's `life`, with where the form stands now. */
export function formLifeOf(row: Partial<LifeColumns>, answers: number, now = new Date()): FormLife {
  const life = lifeOf(row);
  const availability = formAvailability(life, now, answers);
  return { ...life, availability, availabilityLabel: formAvailabilityLabels[availability] };
}

/** The public page of a form that is not open: a 409 with the company's closed message, or the product's. */
export function refuseUnlessOpen(row: Partial<LifeColumns>, answers: number, now = new Date()): void {
  const life = lifeOf(row);
  if (formAvailability(life, now, answers) !== 'OPEN') throw conflict(closedMessageOf(life));
}

/** What the public form carries of its life; only what differs from the defaults, so other forms read as before. */
export function publicLifeOf(row: Partial<LifeColumns>): { ending?: FormEnding; honeypot?: true; altcha?: true } {
  const { ending, honeypot, altcha } = lifeOf(row);
  const custom = Object.entries(DEFAULT_FORM_ENDING).some(([key, value]) => ending[key as keyof FormEnding] !== value);
  return {
    ...(custom ? { ending } : {}),
    ...(honeypot ? { honeypot: true } : {}),
    ...(altcha ? { altcha: true } : {}),
  };
}

/** Whether the form has anything that can close it (a schedule or a cap). */
export const canClose = (row: Partial<LifeColumns>) =>
  Boolean(row.opensAt || row.closesAt || (row.maxAnswers !== null && row.maxAnswers !== undefined));
