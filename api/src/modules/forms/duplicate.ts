// 'Duplicar' on the forms list (docs/forms-and-templates.md#duplicating-a-form): the copy is titled
// '{title} - Cópia', its questions get fresh ids (jumps follow them), it keeps the form's settings
// (hidden fields, schedule, cap, ending...) and starts INACTIVE with no answers, created by the caller.
import { copiedTitle, FORM_TITLE_MAX, normalizeSearch, renewQuestionIds } from '@formbuilder/contracts';
import { lifeColumns, lifeOf } from './life';
import type { FormRow, FormValues } from './repo';

export function duplicateValues(form: FormRow, callerId: string): FormValues {
  // A title at its maximum would not fit ' - Cópia': the original is shortened, never the suffix.
  const suffixLength = copiedTitle('').length;
  const title = copiedTitle(form.title.slice(0, FORM_TITLE_MAX - suffixLength).trimEnd());
  return {
    title,
    titleSearch: normalizeSearch(title),
    status: 'INACTIVE',
    anonymous: form.anonymous,
    questions: renewQuestionIds(form.questions),
    hiddenFields: form.hiddenFields ?? [],
    companyId: form.companyId,
    createdById: callerId,
    // Whoever is notified of the original's answers is not signed up for the copy's.
    notifiedUserId: null,
    ...lifeColumns(lifeOf(form)),
  };
}
