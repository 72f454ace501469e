// What the forms list and the answers lists say, without React: each row's words and where it leads,
// and what the forms list says of the plan. The screens draw it with antd (forms-page.tsx,
// submission-list.tsx), the first page with the DOM alone (first-page/first-page.ts), from this one place.
import { formatDateTime, type Form, type Role, type Submission } from '@formbuilder/contracts';
import type { TagColor } from '@formbuilder/shared-ui/first-page';
import { text } from '../text';

export interface FormRowContent {
  /** The whole row opens the form's answers ('Ver respostas'). */
  href: string;
  label: string;
  title: string;
  tags: { text: string; color: TagColor }[];
  /** Who created it; how many questions and answers. */
  lines: [string, string];
}

export function formRow(form: Form): FormRowContent {
  const tags: FormRowContent['tags'] = [
    { text: form.statusLabel, color: form.statusColor === 'green' ? 'green' : 'default' },
  ];
  // Beside the status, where the form is in its life ('Agendado', 'Encerrado', 'Limite atingido').
  const life = form.life;
  if (life?.availabilityLabel)
    tags.push({ text: life.availabilityLabel, color: life.availability === 'SCHEDULED' ? 'blue' : 'red' });
  return {
    href: `/forms/${form.id}/submissions`,
    label: `${text.forms.submissions} de ${form.title}`,
    title: form.title,
    tags,
    lines: [
      `${text.forms.createdBy}: ${form.createdBy?.name ?? text.forms.disabledUser}`,
      // An API from before the count leaves it out: then the line says only the questions.
      `${text.forms.questions(form.questions.length)}${
        form.answerCount !== undefined ? ` · ${text.forms.answers(form.answerCount)}` : ''
      }`,
    ],
  };
}

export interface SubmissionRowContent {
  /** The answer view. */
  href: string;
  label: string;
  title: string;
  /** The date, then the form's title (home) or the document. */
  line: string;
}

export function submissionRow(submission: Submission, detail: 'form' | 'document'): SubmissionRowContent {
  const second = detail === 'form' ? submission.form.title : submission.document;
  return {
    href: `/forms/${submission.form.id}/submissions/${submission.id}`,
    label: `${text.submissions.view} ${submission.name}`,
    title: submission.name,
    line: `${formatDateTime(submission.created)}${second ? ` · ${second}` : ''}`,
  };
}

/**
 * What the forms list shows of the plan: the plan card to those who manage the company; a USER (who
 * sees only its own forms) hears of the plan only when it stops it creating one.
 */
export function formsPlanNotice(role: Role | undefined, canCreate: boolean): 'card' | 'limit' | null {
  if (role !== 'USER') return 'card';
  return canCreate ? null : 'limit';
}
