import { useEffect, useState } from 'react';
import { navigate } from '../../../navigation';
import { applyCompanyTheme } from '../../../theme';
import { text } from '../../../text';
import { fetchPublicForm, type FormLoad } from '../api/public-forms-api';
import FormWizard from './form-wizard';

/** docs/product.md#respondent-pages: the loading state stays at least 2 s, and the theme follows after 0.5 s. */
export const MIN_LOADING_MS = 2000;
export const THEME_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function PublicFormPage({ formId }: { formId: string }) {
  const [load, setLoad] = useState<FormLoad | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void Promise.all([fetchPublicForm(formId), delay(MIN_LOADING_MS)]).then(([result]) => {
      if (!current) return;
      if (result.kind === 'not-found') navigate('/form-not-found', { replace: true });
      else setLoad(result);
    });
    return () => {
      current = false;
    };
  }, [formId, attempt]);

  useEffect(() => {
    if (load?.kind !== 'ok') return;
    document.title = load.form.title;
    const timer = setTimeout(() => applyCompanyTheme(load.form.company.color), THEME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [load]);

  if (!load) {
    return (
      <div className="rs-loading" role="status" aria-live="polite">
        <span className="rs-spinner" aria-hidden />
        {text.loading}
      </div>
    );
  }
  if (load.kind === 'ok') return <FormWizard form={load.form} />;
  if (load.kind === 'inactive') {
    return (
      <p className="rs-card rs-message" role="alert">
        {load.message}
      </p>
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
          setAttempt((n) => n + 1);
        }}
      >
        {text.retry}
      </button>
    </div>
  );
}
