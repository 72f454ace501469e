// The 'Continuar depois' form (docs/forms-and-templates.md#continue-later): the address the link goes
// to (the one typed in the identification, if any), the send, and where the link stands. The API
// keeps the answers so far and mails the link; its token comes back so that sending the answer, or
// saving again, ends it (one link at a time).
import { useEffect, useId, useRef, useState } from 'react';
import type { Draft } from '../draft/draft-store';
import { resumeText } from './text';
import './resume-form.css';

interface ResumeFormProps {
  formId: string;
  draft: Draft;
  /** How many days the link restores the answers (contracts' RESUME_LINK_DAYS). */
  days: number;
  onSaved: (token: string) => void;
  onClose: () => void;
}

const untilText = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export default function ResumeForm({ formId, draft, days, onSaved, onClose }: ResumeFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(draft.identity.email);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => input.current?.focus(), []);

  if (sent) {
    return (
      <div className="rs-later" role="status">
        <p>{sent}</p>
        <button type="button" className="rs-link" onClick={onClose}>
          {resumeText.keepGoing}
        </button>
      </div>
    );
  }

  const save = async () => {
    setBusy(true);
    setError('');
    const { identity, answers, history, privacyAck, resumeToken } = draft;
    try {
      const response = await fetch(`/api/public/forms/${encodeURIComponent(formId)}/resume`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          draft: { identity, answers, history, privacyAck },
          ...(resumeToken ? { replaces: resumeToken } : {}),
        }),
      });
      const data = (await response.json().catch(() => null)) as {
        token?: string;
        email?: string;
        expiresAt?: string;
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (response.ok && data?.token && data.expiresAt) {
        onSaved(data.token);
        setSent(resumeText.sent(email.trim().toLowerCase(), untilText(data.expiresAt)));
      } else setError(data?.error?.fields?.email ?? data?.error?.message ?? resumeText.failed);
    } catch {
      setError(resumeText.failed);
    }
    setBusy(false);
  };

  return (
    <form
      className="rs-later"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void save();
      }}
    >
      <h2 id={`${id}-title`} className="rs-later__title">
        {resumeText.title}
      </h2>
      <p className="rs-hint">{resumeText.hint(days)}</p>
      <label htmlFor={id} className="rs-label">
        {resumeText.email}
      </label>
      <input
        ref={input}
        id={id}
        className="rs-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className="rs-error" aria-live="assertive">
        {error}
      </p>
      <div className="rs-actions">
        <button type="button" className="rs-button rs-button--ghost" onClick={onClose}>
          {resumeText.cancel}
        </button>
        <button type="submit" className="rs-button" disabled={busy}>
          {busy ? resumeText.sending : resumeText.send}
        </button>
      </div>
    </form>
  );
}
