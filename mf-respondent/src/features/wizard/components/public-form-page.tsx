import { useEffect, useState } from 'react';
import { tellHost } from '../../../embed-bridge';
import { navigate } from '../../../navigation';
import { applyCompanyTheme } from '../../../theme';
import { text } from '../../../text';
import { fetchPublicForm, type FormLoad } from '../api/public-forms-api';
import { restoreFromLink, takeResumeToken, type Restore } from '../resume/open-link';
import FormWizard from './form-wizard';

/**
 * docs/product.md#respondent-pages: a form that arrives within LOADING_SHOWN_AFTER_MS shows at once, with
 * no loading state; otherwise the loading state shows, and once shown it stays at least MIN_LOADING_MS so
 * it never flashes. The theme follows the form after 0.5 s.
 */
export const LOADING_SHOWN_AFTER_MS = 400;
export const MIN_LOADING_MS = 2000;
export const THEME_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function PublicFormPage({ formId }: { formId: string }) {
  const [load, setLoad] = useState<FormLoad | null>(null);
  const [loadingShown, setLoadingShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Opened from a 'Continuar depois' link: its answers become the draft before the wizard reads it.
  const [resumeToken] = useState(takeResumeToken);
  const [restore, setRestore] = useState<Restore | null>(null);

  useEffect(() => {
    let current = true;
    let shownAt: number | null = null;
    const timer = setTimeout(() => {
      shownAt = Date.now();
      setLoadingShown(true);
    }, LOADING_SHOWN_AFTER_MS);
    void Promise.all([fetchPublicForm(formId), resumeToken ? restoreFromLink(formId, resumeToken) : null]).then(
      async ([result, restored]) => {
        clearTimeout(timer);
        if (shownAt !== null) await delay(shownAt + MIN_LOADING_MS - Date.now());
        if (!current) return;
        setRestore(restored);
        if (result.kind === 'not-found') navigate('/form-not-found', { replace: true });
        else setLoad(result);
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [formId, attempt, resumeToken]);

  useEffect(() => {
    if (load?.kind === 'inactive' && load.form) document.title = load.form.title;
    if (load?.kind !== 'ok') return;
    document.title = load.form.title;
    // Framed by embed.js: the host page learns the form is there to answer.
    tellHost({ type: 'ready', formId: load.form.id });
    const timer = setTimeout(() => applyCompanyTheme(load.form.company.color), THEME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [load]);

  if (!load) {
    if (!loadingShown) return null;
    return (
      <div className="rs-loading" role="status" aria-live="polite">
        <span className="rs-spinner" aria-hidden />
        {text.loading}
      </div>
    );
  }
  if (load.kind === 'ok') {
    return (
      <>
        {restore && (
          <p className="rs-card rs-notice" role={restore.ok ? 'status' : 'alert'}>
            {restore.ok ? text.restored : restore.message}
          </p>
        )}
        <FormWizard form={load.form} />
      </>
    );
  }
  if (load.kind === 'inactive') {
    if (!load.form) {
      return (
        <p className="rs-card rs-message" role="alert">
          {load.message}
        </p>
      );
    }
    return (
      <section className="rs-card rs-message" aria-labelledby="form-title">
        <p className="rs-muted">{load.form.companyName}</p>
        <h1 id="form-title" className="rs-title">
          {load.form.title}
        </h1>
        <p role="alert">{load.message}</p>
      </section>
    );
  }
  return (
    <div className="rs-card rs-message" role="alert">
      <p>{text.loadFailed}</p>
      <button
        type="button"
        className="rs-button"
        onClick={() => {
          setLoad(null);
          setLoadingShown(false);
          setAttempt((n) => n + 1);
        }}
      >
        {text.retry}
      </button>
    </div>
  );
}
