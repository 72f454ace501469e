import { useId } from 'react';
import { privacyText, type PrivacyNotice, type PublicForm } from '@formbuilder/contracts';
import { text } from '../../../text';
import type { Identity } from '../draft/draft-store';
import type { Wizard } from '../use-wizard';
import { TextField } from './text-field';

const fields: {
  key: keyof Identity;
  type: string;
  autoComplete: string;
  inputMode?: 'text' | 'tel' | 'email';
  autoCapitalize?: string;
}[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  // A CNPJ may have letters (AA.AAA.AAA/AAAA-00), so the full keyboard, with capitals.
  { key: 'document', type: 'text', autoComplete: 'off', inputMode: 'text', autoCapitalize: 'characters' },
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
      {/* The form's welcome text, as typed (a text node: no markup is read from it). */}
      {form.description && <p className="rs-description">{form.description}</p>}
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
              autoCapitalize={field.autoCapitalize}
              spellCheck={field.key === 'document' ? false : undefined}
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
      {form.company.privacy && <PrivacyNoticeBox notice={form.company.privacy} wizard={wizard} />}
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

/** The company's privacy notice, its policy link, and the acknowledgement when the company requires it. */
function PrivacyNoticeBox({ notice, wizard }: { notice: PrivacyNotice; wizard: Wizard }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <section className="rs-privacy" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rs-privacy__title">
        {privacyText.title}
      </h2>
      {notice.text && <p className="rs-privacy__text">{notice.text}</p>}
      {notice.policyUrl && (
        <p className="rs-privacy__policy">
          <a className="rs-link" href={notice.policyUrl} target="_blank" rel="noopener noreferrer">
            {privacyText.policyLink}
          </a>
        </p>
      )}
      {notice.ackRequired && (
        <>
          <label className="rs-choice rs-privacy__ack">
            <input
              type="checkbox"
              checked={wizard.draft.privacyAck}
              onChange={(event) => wizard.setPrivacyAck(event.currentTarget.checked)}
              aria-invalid={wizard.privacyError ? true : undefined}
              aria-describedby={wizard.privacyError ? errorId : undefined}
              required
            />
            <span>{privacyText.ack}</span>
          </label>
          <p id={errorId} className="rs-error" aria-live="polite">
            {wizard.privacyError ?? ''}
          </p>
        </>
      )}
    </section>
  );
}
