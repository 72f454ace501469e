// The proof of work of a form that asks for one (docs/forms-and-templates.md#robots): the ALTCHA
// widget, loaded on demand, solving its challenge in the background as soon as it shows. It is a
// real checkbox with its label and a live status, so it is reached and told by keyboard and screen
// reader; a respondent whose check failed or expired ticks it again. The payload it gives is sent
// with the answer; `resetWhen` changing clears a payload the server refused. This field and its
// loader are a chunk of their own, loaded by the wizard only for a form with `altcha`.
import { useEffect, useRef } from 'react';
import { loadAltcha } from '../altcha/load-altcha';
import './altcha-field.css';

interface AltchaWidget extends HTMLElement {
  reset(): void;
}

interface Props {
  formId: string;
  onPayload: (payload: string | null) => void;
  /** A refusal of the server: a new value clears the widget (a spent or refused payload is useless). */
  resetWhen: string | null;
}

export default function AltchaField({ formId, onPayload, resetWhen }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidget | null>(null);
  const report = useRef(onPayload);
  useEffect(() => {
    report.current = onPayload;
  });

  useEffect(() => {
    let gone = false;
    void loadAltcha()
      .then(() => {
        if (gone || !host.current) return;
        const element = document.createElement('altcha-widget') as AltchaWidget;
        element.setAttribute('challenge', `/api/public/forms/${encodeURIComponent(formId)}/altcha`);
        element.setAttribute('language', 'pt-br');
        element.setAttribute('name', 'altcha');
        element.setAttribute('auto', 'onload');
        // No footer link, no logo; and no record of the pointer's moves: only the proof of work is sent.
        element.setAttribute(
          'configuration',
          JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false }),
        );
        element.addEventListener('statechange', (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          report.current(state === 'verified' && payload ? payload : null);
        });
        host.current.append(element);
        widget.current = element;
      })
      // Not loaded (offline): the answer is refused by the server with its message, and a reload retries.
      .catch(() => undefined);
    return () => {
      gone = true;
      widget.current?.remove();
      widget.current = null;
    };
  }, [formId]);

  useEffect(() => {
    if (resetWhen === null) return;
    widget.current?.reset();
    report.current(null);
  }, [resetWhen]);

  return <div className="rs-altcha" ref={host} />;
}
