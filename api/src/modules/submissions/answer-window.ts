// Whether a form takes an answer now (docs/forms-and-templates.md#a-forms-life): its schedule, its
// cap, held race-free, and its honeypot. The rules themselves are contracts' (formAvailability).
import {
  closedMessageOf,
  formAvailability,
  formLifeMessages,
  type PublicSubmissionInput,
} from '@formbuilder/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { forms, submissions } from '../../db/schema';
import { conflict, invalid } from '../../http/errors';

export interface FormWindow {
  id: string;
  opensAt: Date | null;
  closesAt: Date | null;
  maxAnswers: number | null;
  closedMessage: string;
  honeypot: boolean;
}

const lifeOf = (form: Omit<FormWindow, 'id' | 'honeypot'>) => ({
  opensAt: form.opensAt?.toISOString() ?? null,
  closesAt: form.closesAt?.toISOString() ?? null,
  maxAnswers: form.maxAnswers,
  closedMessage: form.closedMessage,
});

/** Whether the one-statement path must leave this form to the full path (a schedule or a cap to check). */
export const hasWindow = (form: Omit<FormWindow, 'id' | 'honeypot' | 'closedMessage'>) =>
  form.opensAt !== null || form.closesAt !== null || form.maxAnswers !== null;

/** Outside its schedule: a 409 with the company's closed message, or the product's. */
export function refuseOutsideSchedule(form: Omit<FormWindow, 'id' | 'honeypot'>, now = new Date()): void {
  const life = lifeOf(form);
  // The cap is held by holdAnswerSlot, in the transaction that stores the answer.
  if (formAvailability({ ...life, maxAnswers: null }, now, 0) !== 'OPEN') throw conflict(closedMessageOf(life));
}

/**
 * With a cap, in the transaction that stores the answer: the form's row is locked (FOR NO KEY UPDATE,
 * which the insert's own foreign-key check does not wait for), so concurrent answers to the form count
 * one after another and each sees the ones committed before it. At the cap, a 409 and nothing stored.
 */
export async function holdAnswerSlot(tx: Tx, form: Omit<FormWindow, 'honeypot'>): Promise<void> {
  if (form.maxAnswers === null) return;
  await tx.execute(sql`select 1 from ${forms} where ${forms.id} = ${form.id} for no key update`);
  const result = (await tx.execute(
    sql`select count(*)::int as n from ${submissions} where ${submissions.formId} = ${form.id}`,
  )) as unknown as { rows: { n: number | string }[] };
  if (Number(result.rows[0]?.n ?? 0) >= form.maxAnswers) throw conflict(closedMessageOf(lifeOf(form)));
}

/** A form with the honeypot on refuses an answer that filled the field people never see. */
export function refuseRobot(form: { honeypot?: boolean }, input: PublicSubmissionInput): void {
  if (form.honeypot && (input.website ?? '').trim() !== '') {
    throw invalid(formLifeMessages.robot);
  }
}
