// antd's styles for what the app draws when it starts under a first page, built by the shell's build
// (shared-ui/src/app/prebuilt-styles.tsx, emitted by config/prebuilt-styles-plugin.mjs). On the page
// before the app's first render, they spare antd generating those styles in the browser while the app
// starts, which is most of the main thread's work on a phone. Asked for by the entry (index.ts) with the
// first page's code. docs/architecture.md, "The first page".

/** The stylesheet's address, set by the build; absent in tests. */
declare const __PREBUILT_STYLES_URL__: string | undefined;

/** The app waits for the stylesheet at most this long from the request: then it starts without it. */
const READ_WITHIN_MS = 10000;

/**
 * The stylesheet's text, or '' when there is none or it could not be read in time (antd then generates
 * every style, as without it).
 */
export function fetchPrebuiltStyles(): Promise<string> {
  if (typeof __PREBUILT_STYLES_URL__ !== 'string') return Promise.resolve('');
  return fetch(__PREBUILT_STYLES_URL__, { signal: AbortSignal.timeout(READ_WITHIN_MS) })
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '');
}

/**
 * Puts the stylesheet on the page: first in <head>, and marked as antd marks its own style elements, so
 * the styles antd generates later for other components come after it, in the order antd would give them,
 * and the apps' own stylesheets still come after all of antd's. Before the app's first render only: antd
 * reads which styles the page holds once, when it first needs a style.
 */
export function addPrebuiltStyles(css: string): void {
  if (!css) return;
  const style = document.createElement('style');
  style.setAttribute('data-rc-order', 'prependQueue');
  style.textContent = css;
  document.head.prepend(style);
}
