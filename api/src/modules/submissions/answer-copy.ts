// The copy of the answers to the respondent (docs/forms-and-templates.md#copy-of-the-answers): when
// the form enables it, the company allows e-mail and the respondent gave an e-mail (identification or
// an EMAIL question), a pt-BR mail with the answers and the link to the answer's public view goes
// through the mail queue. Its log lines (the mailer's) carry only the masked address and the subject,
// which names the form, never an answer.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer, Question } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { companies, forms, submissions } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';

/** The address to send the copy to: the identification's e-mail, else the first EMAIL question's answer. */
export function respondentEmailOf(
  identityEmail: string,
  answers: readonly Answer[],
  questions: readonly Question[],
): string | undefined {
  if (identityEmail.trim() !== '') return identityEmail.trim();
  const emailQuestions = new Set(questions.filter((q) => q.type === 'EMAIL').map((q) => q.id));
  const answer = answers.find((a) => a.questionId !== undefined && emailQuestions.has(a.questionId));
  const address = answer?.answer.trim();
  return address && z.email().safeParse(address).success ? address : undefined;
}

export function answerCopyMail(values: {
  formTitle: string;
  companyName: string;
  answers: readonly Answer[];
  link: string;
}) {
  return {
    subject: `Cópia da sua resposta: ${values.formTitle}`,
    text: [
      `Você respondeu o formulário "${values.formTitle}" de ${values.companyName}. Estas foram suas respostas:`,
      '',
      ...values.answers.flatMap((answer) => [answer.question, `  ${answer.answer || '-'}`, '']),
      `Veja sua resposta em: ${values.link}`,
    ].join('\n'),
  };
}

/** Queues the copy of answer `id` when its form, its company and its respondent allow it. */
export async function sendAnswerCopy(db: Db, mailer: Mailer, publicUrl: string, id: string): Promise<void> {
  const [row] = await db
    .select({
      formId: forms.id,
      formTitle: forms.title,
      questions: forms.questions,
      answerCopy: forms.answerCopy,
      companyName: companies.name,
      allowEmail: companies.allowEmail,
      email: submissions.email,
      answers: submissions.answers,
    })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .innerJoin(companies, eq(companies.id, submissions.companyId))
    .where(eq(submissions.id, id));
  if (!row || !row.answerCopy || !row.allowEmail) return;
  const to = respondentEmailOf(row.email, row.answers, row.questions);
  if (!to) return;
  await mailer.send({
    to,
    ...answerCopyMail({
      formTitle: row.formTitle,
      companyName: row.companyName,
      answers: row.answers,
      link: `${publicUrl}/forms/${row.formId}/submissions/${id}/view`,
    }),
  });
}
