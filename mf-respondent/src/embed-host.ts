// The public page framed by embed.js on a company's site (docs/forms-and-templates.md#embedding),
// loaded by embed-bridge.ts only when the page is framed: it tells the host page when the form is
// ready, how tall it is, and which answer was sent. Messages go only to the host origin embed.js put
// in the address's fragment, and the browser delivers them only if the parent page really is at that
// origin. Not framed (or framed without it, as in the editor's preview): nothing is sent.
import { EMBED_MESSAGE_SOURCE, embedHostOrigin, type EmbedMessage } from '@formbuilder/contracts/embed-protocol';

export type HostMessage = EmbedMessage extends infer M ? (M extends EmbedMessage ? Omit<M, 'source'> : never) : never;

const hostOrigin = (): string | undefined => {
  if (typeof window === 'undefined' || window.parent === window) return undefined;
  return embedHostOrigin(window.location.hash);
};

/** Posts one message to the host page, when the page is framed by embed.js. */
export function tellHost(message: HostMessage): void {
  const host = hostOrigin();
  if (host) window.parent.postMessage({ source: EMBED_MESSAGE_SOURCE, ...message }, host);
}

/**
 * Once, as the page starts: framed by embed.js, the page takes only its content's height (the
 * `rs-embedded` class) and reports it whenever it changes, so an inline frame grows with the form.
 */
export function startEmbedBridge(formId: string | undefined): void {
  if (!formId || !hostOrigin()) return;
  document.documentElement.classList.add('rs-embedded');
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    tellHost({ type: 'resize', formId, height });
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(report).observe(document.body);
  report();
}
