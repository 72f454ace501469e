// The public page's side of embedding (docs/forms-and-templates.md#embedding). Only a framed page
// (`window.parent !== window`) loads the bridge itself (embed-host.ts, a chunk of its own): a page
// opened on its own, as most are, carries none of it in its first load.
import { EMBED_HASH_KEY } from '@formbuilder/contracts/embed-protocol';
import type { HostMessage } from './embed-host';

let bridge: Promise<typeof import('./embed-host')> | undefined;

const framed = () => typeof window !== 'undefined' && window.parent !== window;

/** The bridge, loaded once; messages keep their order, as they all wait for the same load. */
const loadBridge = () => (bridge ??= import(/* webpackChunkName: "embed-bridge" */ './embed-host'));

/** Posts one message to the host page, when the page is framed by embed.js. */
export function tellHost(message: HostMessage): void {
  if (!framed()) return;
  void loadBridge()
    .then(({ tellHost: post }) => post(message))
    .catch(() => undefined);
}

/** Once, as the page starts: framed, the bridge loads and sizes the frame (embed-host.ts). */
export function startEmbedBridge(formId: string | undefined): void {
  if (!formId || !framed()) return;
  // Framed by embed.js (its fragment key): the embedded layout from the first render, so the form never
  // moves up when the bridge arrives after it (40 px on a wide frame). embed-host.ts checks the origin
  // itself before posting anything.
  if (new URLSearchParams(window.location.hash.slice(1)).has(EMBED_HASH_KEY)) {
    document.documentElement.classList.add('rs-embedded');
  }
  void loadBridge()
    .then(({ startEmbedBridge: start }) => start(formId))
    .catch(() => undefined);
}
