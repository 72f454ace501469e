// The save sequence of the form and template editors (docs/product.md#states, #validation): check
// what is typed with contracts, alert and mark the fields on failure, ask how to go on when editing a
// stored record, create or update, then leave or keep editing; a refused save marks the fields the
// API names. The fields above the questions are a react-hook-form form; the questions' messages are
// kept here, keyed by path, for QuestionsEditor.
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Question, ValidationResult } from '@formbuilder/contracts';
import { ApiError, errorMessage } from '@formbuilder/platform';
import { useAlert } from '../feedback/use-alert';
import { setFieldErrors } from '../form/server-errors';
import { clearChangedErrors } from './field-errors';
import { useSaveChoice } from './save-choice';

export interface EditorSaveMessages {
  created: string;
  updated: string;
  /** Alerted when the API gives no message of its own. */
  createFailed: string;
  /** Always what a failed update alerts. */
  updateFailed: string;
}

export interface EditorSaveOptions<T extends FieldValues, Body, Saved> {
  /** The form of the fields above the questions. */
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError' | 'clearErrors'>;
  /** Those fields, which show their own messages. */
  fieldNames: readonly Path<T>[];
  /** Checks the typed values with contracts (zod): the body to send, or a message and per-path fields. */
  validate: (values: T) => ValidationResult<Body>;
  /** A stored record is edited: SALVAR asks SALVAR E SAIR / SALVAR E CONTINUAR EDIDANTO first. */
  existing: boolean;
  /** How a new record goes on once created. */
  afterCreate: 'exit' | 'continue';
  /** Asked after the checks and before the save choice; false stops (nothing is saved). */
  confirm?: (body: Body) => Promise<boolean>;
  create: (body: Body) => Promise<Saved>;
  update: (body: Body) => Promise<Saved>;
  messages: EditorSaveMessages;
  /** Once saved: leave on 'exit', take the stored version on 'continue'. */
  onSaved: (saved: Saved, choice: 'exit' | 'continue') => void;
}

export interface EditorSave {
  save: () => Promise<void>;
  saving: boolean;
  /** Messages of the questions by path ('questions', 'questions.2.title'), for QuestionsEditor. */
  questionErrors: Record<string, string>;
  /** Call with every edit of the questions: a message goes once the value at its path changed. */
  questionsChanged: (before: Question[], after: Question[]) => void;
  /** Render once: the save choice drawer (null where the platform's drawer serves). */
  saveChoiceDrawer: ReactNode;
}

const isQuestionPath = (key: string) => key === 'questions' || key.startsWith('questions.');

export function useEditorSave<T extends FieldValues, Body, Saved>(
  options: EditorSaveOptions<T, Body, Saved>,
): EditorSave {
  const alert = useAlert();
  const [askSaveChoice, saveChoiceDrawer] = useSaveChoice();
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const showFieldErrors = (fields: Record<string, string>) => {
    const rest = setFieldErrors(fields, options.form.setError, options.fieldNames);
    setQuestionErrors(Object.fromEntries(Object.entries(rest).filter(([key]) => isQuestionPath(key))));
    // On a long form the first marked field may be far off screen.
    requestAnimationFrame(() =>
      document.querySelector('.ant-form-item-has-error, .ant-input-status-error')?.scrollIntoView({ block: 'center' }),
    );
  };

  const save = async () => {
    const { form, existing, messages } = options;
    form.clearErrors();
    const result = options.validate(form.getValues());
    if (!result.success) {
      alert.error(result.message);
      showFieldErrors(result.fields);
      return;
    }
    setQuestionErrors({});
    if (options.confirm && !(await options.confirm(result.data))) return;
    const choice = existing ? await askSaveChoice() : options.afterCreate;
    if (!choice) return;

    setSaving(true);
    try {
      const saved = existing ? await options.update(result.data) : await options.create(result.data);
      alert.success(existing ? messages.updated : messages.created);
      options.onSaved(saved, choice);
    } catch (error) {
      alert.error(existing ? messages.updateFailed : errorMessage(error, messages.createFailed));
      if (error instanceof ApiError) showFieldErrors(error.fields);
    } finally {
      setSaving(false);
    }
  };

  const questionsChanged = (before: Question[], after: Question[]) =>
    setQuestionErrors((errors) => clearChangedErrors(errors, { questions: before }, { questions: after }));

  return { save, saving, questionErrors, questionsChanged, saveChoiceDrawer };
}
