// The form as a respondent answers it. Exposed to the shell for previews (preview: nothing is
// sent or stored), so it takes the form as a prop; its props are declared in contracts' RemoteExposes.
import type { FormWizardProps } from '@formbuilder/contracts';
import { lazy, Suspense, useRef } from 'react';
import { altchaMessages, FUNNEL_WELCOME, imageVariantUrl, RESPONDENT_IMAGE_WIDTH } from '@formbuilder/contracts';
import { text } from '../../../text';
import { useOutbox } from '../send/outbox';
import { useStepViews } from '../step-views';
import { useWizard } from '../use-wizard';
import { EndingStep } from './ending-step';
import { HoneypotField } from './honeypot-field';
import { QuestionStep } from './question-step';
import { ResumeLater } from './resume-later';
import { WelcomeStep } from './welcome-step';
import '../wizard.css';

// Chunks of their own, loaded only when shown: the ALTCHA field by a form that asks for a proof of
// work, the outbox list once an answer finished offline waits or went (the service worker keeps both).
const AltchaField = lazy(() => import('./altcha-field'));
const OutboxList = lazy(() => import('./outbox-list'));

export default function FormWizard({ form, preview = false }: FormWizardProps) {
  // The honeypot's value, sent only by a form that has one (a person leaves it empty).
  const honeypot = useRef('');
  // Answers finished offline wait here and go once the connection returns (not in previews).
  const outbox = useOutbox(form.id, !preview);
  // The proof of work's payload, sent only by a form that asks for one (the widget gives it once solved).
  const altcha = useRef<string | null>(null);
  const protectedForm = Boolean(form.honeypot || form.altcha);
  const wizard = useWizard(form, {
    preview,
    outbox: preview ? undefined : outbox,
    extraBody: protectedForm
      ? () => ({
          ...(form.honeypot ? { website: honeypot.current } : {}),
          ...(form.altcha && altcha.current ? { altcha: altcha.current } : {}),
        })
      : undefined,
  });
  const altchaRefused = Object.values(altchaMessages).includes(wizard.sendError as never) ? wizard.sendError : null;
  const step =
    wizard.stage === 'welcome'
      ? FUNNEL_WELCOME
      : wizard.stage === 'question' && wizard.step !== null
        ? (form.questions[wizard.step]?.id ?? null)
        : null;
  useStepViews(form.id, step, wizard.stage === 'sending', !preview);
  return (
    <section className="rs-card" aria-labelledby="form-title">
      {form.company.logo && (
        <img
          className="rs-logo"
          src={imageVariantUrl(form.company.logo, RESPONDENT_IMAGE_WIDTH)}
          alt={form.company.name}
        />
      )}
      <h1 id="form-title" className="rs-title">
        {form.title}
      </h1>
      {wizard.stage === 'welcome' && <WelcomeStep form={form} wizard={wizard} />}
      {wizard.stage === 'question' && <QuestionStep form={form} wizard={wizard} preview={preview} />}
      {wizard.stage === 'question' && form.resumeLater && !preview && <ResumeLater form={form} wizard={wizard} />}
      {wizard.stage === 'sending' && (
        <div role="status" aria-live="polite" className="rs-sending">
          <span className="rs-spinner" aria-hidden />
          <p>{text.sending}</p>
          {wizard.notice && <p className="rs-hint">{wizard.notice === 'offline' ? text.offline : text.retrying}</p>}
        </div>
      )}
      {form.honeypot && !preview && wizard.stage !== 'done' && (
        <HoneypotField onChange={(value) => (honeypot.current = value)} />
      )}
      {wizard.stage === 'queued' && (
        <div role="status" className="rs-done">
          <p className="rs-done__title">{text.queued}</p>
          <div className="rs-actions">
            <button type="button" className="rs-button" onClick={wizard.restart}>
              {text.fillAnother}
            </button>
          </div>
        </div>
      )}
      {form.altcha && !preview && wizard.stage !== 'done' && wizard.stage !== 'queued' && (
        <Suspense fallback={null}>
          <AltchaField formId={form.id} onPayload={(payload) => (altcha.current = payload)} resetWhen={altchaRefused} />
        </Suspense>
      )}
      {wizard.stage === 'done' && <EndingStep form={form} wizard={wizard} preview={preview} />}
      {outbox.items.length > 0 && (
        <Suspense fallback={null}>
          <OutboxList items={outbox.items} />
        </Suspense>
      )}
    </section>
  );
}
