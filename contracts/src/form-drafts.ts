// The editor's autosaved draft of a stored form (docs/forms-and-templates.md, "Drafts"): what is typed
// and not yet saved with SALVAR. It is a half edit, so it is checked only for its shape and sizes
// (a blank title or question is fine here); SALVAR checks it fully as the form's body.
import { z } from 'zod';
import { formStatuses, questionTypes } from './entities';
import { FORM_DESCRIPTION_MAX, FORM_TITLE_MAX, formMessages, QUESTION_TITLE_MAX, QUESTIONS_MAX } from './forms';
import { messages } from './messages';
import { QUESTION_LIMITS } from './questions';
import { safeString } from './text';

const ID_MAX = 100;

/** One question of a draft: its id, title and type are checked, the rest is kept as typed. */
const draftQuestionSchema = z.looseObject({
  id: safeString().min(1).max(ID_MAX),
  title: safeString().max(QUESTION_TITLE_MAX, formMessages.tooLong(QUESTION_TITLE_MAX)),
  type: z.enum(questionTypes, { error: formMessages.invalidValue }),
  options: z.array(z.looseObject({ text: safeString().max(QUESTION_TITLE_MAX) })).max(QUESTIONS_MAX),
});

/** POST /api/forms/:id/draft: the editor's fields and questions as they are now. */
export const formDraftBodySchema = z.object(
  {
    title: safeString().max(FORM_TITLE_MAX, formMessages.tooLong(FORM_TITLE_MAX)),
    description: safeString().max(FORM_DESCRIPTION_MAX, formMessages.tooLong(FORM_DESCRIPTION_MAX)).default(''),
    status: z.enum(formStatuses, { error: formMessages.invalidStatus }),
    anonymous: z.boolean({ error: formMessages.invalidValue }),
    notifiedUser: safeString().max(ID_MAX).nullable(),
    hiddenFields: z.array(safeString().max(ID_MAX)).max(QUESTION_LIMITS.hiddenFields),
    questions: z.array(draftQuestionSchema).min(1, messages.atLeastOneQuestion).max(QUESTIONS_MAX),
  },
  { error: messages.invalidRequest },
);
export type FormDraftBody = z.output<typeof formDraftBodySchema>;
export type FormDraftBodyInput = z.input<typeof formDraftBodySchema>;
