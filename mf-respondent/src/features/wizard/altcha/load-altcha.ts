// The ALTCHA widget (docs/forms-and-templates.md#robots), loaded only by a form that asks for a proof
// of work: its code, its style sheet and its PBKDF2 worker are chunks of their own, served from this
// server like the rest of the page (the page's CSP allows no other origin, no blob: worker).
import { altchaWidgetText } from './altcha-text';

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: { set(language: string, strings: Record<string, string>): void };
}

let loading: Promise<void> | undefined;

/** Defines <altcha-widget> once, with the product's pt-BR texts and the one algorithm the API uses. */
export function loadAltcha(): Promise<void> {
  loading ??= Promise.all([import('altcha/external'), import('altcha/altcha.css')]).then(() => {
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    altcha.algorithms.set(
      'PBKDF2/SHA-256',
      () => new Worker(new URL('./pbkdf2.worker.ts', import.meta.url), { name: 'altcha-pbkdf2' }),
    );
    altcha.i18n.set('pt-br', altchaWidgetText);
  });
  return loading;
}
