// Anonymous step views for the staff's drop-off funnel (docs/submissions.md, "Step views"): each step
// this page load reaches is reported once, as a bare step id with no answer, person, cookie or
// identifier, gathered and sent with navigator.sendBeacon, which never delays the wizard: when the
// page is hidden or left, when the answers are sent, and a few seconds after the last new step.
import { useEffect, useRef } from 'react';

export const STEP_VIEWS_FLUSH_MS = 5_000;

export function createStepViews(formId: string, send = (url: string, body: string) => navigator.sendBeacon(url, body)) {
  const seen = new Set<string>();
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending.length === 0) return;
    const body = JSON.stringify({ steps: pending });
    pending = [];
    try {
      // A string goes as text/plain: no preflight, and the browser sends it even as the page closes.
      send(`/api/public/forms/${encodeURIComponent(formId)}/views`, body);
    } catch {
      // Counting is best effort: a refused beacon is dropped, never retried, never shown.
    }
  };
  return {
    view(step: string) {
      if (seen.has(step)) return;
      seen.add(step);
      pending.push(step);
      clearTimeout(timer);
      timer = setTimeout(flush, STEP_VIEWS_FLUSH_MS);
    },
    flush,
  };
}

/** Reports `step` (null: nothing to report) while the wizard shows it; off in previews. */
export function useStepViews(formId: string, step: string | null, sending: boolean, enabled: boolean) {
  const views = useRef<ReturnType<typeof createStepViews> | null>(null);
  useEffect(() => {
    if (!enabled || typeof navigator.sendBeacon !== 'function') return;
    const current = createStepViews(formId);
    views.current = current;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') current.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', current.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', current.flush);
      current.flush();
      views.current = null;
    };
  }, [formId, enabled]);
  useEffect(() => {
    if (step !== null) views.current?.view(step);
  }, [step]);
  useEffect(() => {
    if (sending) views.current?.flush();
  }, [sending]);
}
