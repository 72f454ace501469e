import type { PublicForm } from '@formbuilder/contracts';
import { text } from '../../../text';
import type { Identity } from '../draft/draft-store';
import type { Wizard } from '../use-wizard';
import { TextField } from './text-field';

const fields: { key: keyof Identity; type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'document', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  { key: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

export function WelcomeStep({ form, wizard }: { form: PublicForm; wizard: Wizard }) {
  if (wizard.resumable) {
    return (
      <div className="rs-resume" role="group" aria-labelledby="resume-title">
        <p id="resume-title">{text.resume.title}</p>
        <div className="rs-actions">
          <button type="button" className="rs-button rs-button--ghost" onClick={wizard.restart}>
            {text.resume.restart}
          </button>
          <button type="button" className="rs-button" onClick={wizard.resume}>
            {text.resume.continue}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        wizard.start();
      }}
    >
      <p className="rs-muted">{text.questions(form.questions.length)}</p>
      {form.anonymous ? (
        <p className="rs-hint">{text.anonymousHint}</p>
      ) : (
        <fieldset className="rs-fieldset">
          <legend className="rs-legend">{text.identityTitle}</legend>
          <p className="rs-hint">{text.identityHint}</p>
          {fields.map((field) => (
            <TextField
              key={field.key}
              label={text.fields[field.key]}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              placeholder={field.key === 'phone' ? '(__) _____-____' : undefined}
              value={wizard.draft.identity[field.key]}
              error={wizard.identityErrors[field.key]}
              onChange={(value) => wizard.setIdentity(field.key, value)}
              onBlur={() => wizard.blurIdentity(field.key)}
              required={field.key === 'name' || field.key === 'document'}
            />
          ))}
        </fieldset>
      )}
      {wizard.sendError && (
        <p className="rs-error rs-error--block" role="alert">
          {wizard.sendError}
        </p>
      )}
      <div className="rs-actions">
        <button type="submit" className="rs-button">
          {text.start}
        </button>
      </div>
    </form>
  );
}
