// A visit that starts signed in on a page an area can draw before the app (areas.ts `firstPages`): the
// area's './FirstPage' (contracts' DrawFirstPage) draws it with the DOM alone, with the role's bottom
// menu, as soon as its answers are read; the app then downloads, starts under it and takes its place
// once the app's own page is drawn, opening with the answers the first page read (handover.ts). On a
// phone the page is there in about a second instead of after the whole app has downloaded and started.
// docs/architecture.md, "What the signed-in app loads".
import '@formbuilder/contracts/zod-jitless';
import { applyThemeColors, bottomMenu, element } from '@formbuilder/shared-ui/first-page';
import type { SessionAnswer } from '../features/auth/first-requests';
import { menuEntriesFor } from '../features/menu/menu-entries';
import { menuIcons } from '../features/menu/menu-icons';
import type { FirstPageModule } from './first-page-module';
import { followInApp, handOverRequests } from './handover';
import './first-page.css';

/** A first page not drawn by then is not drawn: the app shows the page itself, as without one. */
const DRAW_WITHIN_MS = 3000;
/** After this long the app takes over as soon as it shows anything, even its loading state. */
const PATIENCE_MS = 10000;

/**
 * Draws the first page of the current path above #root when the visitor is signed in and the area
 * could draw it; true when it is on screen.
 */
export async function showFirstPage(session: Promise<SessionAnswer>, module: FirstPageModule): Promise<boolean> {
  const path = window.location.pathname;
  const host = element('div', { className: 'fb-first-host' });
  const draw = async () => {
    const known = await session;
    if (!known || known === 'failed') return null;
    const drawn = await (await module).default(host, { path, token: known.token, user: known.user });
    return drawn && { drawn, user: known.user };
  };
  const result = await Promise.race([
    draw().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), DRAW_WITHIN_MS)),
  ]);
  if (!result) return false;

  applyThemeColors(result.user.company?.color);
  const items = menuEntriesFor(result.user.role).map((entry) => ({ ...entry, icon: menuIcons[entry.icon] }));
  host.append(bottomMenu(items, path));
  const root = document.getElementById('root')!;
  root.before(host);
  root.classList.add('fb-root--starting');
  handOverRequests(result.drawn.requests);
  followLinksIntoApp(host);
  giveWayToApp(root, host, path);
  return true;
}

/**
 * A link of the first page opens its page in the app, through the app's router (at once if it is
 * there, else as soon as it is); the first page shows it is busy meanwhile.
 */
function followLinksIntoApp(host: HTMLElement) {
  host.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    host.setAttribute('aria-busy', 'true');
    followInApp(`${url.pathname}${url.search}${url.hash}`);
  });
}

/** The element of the app's page that stands for `element` of the first page: same kind, same name. */
function counterpart(root: HTMLElement, element: Element): HTMLElement | null {
  const name = (node: Element) => node.getAttribute('aria-label') ?? node.textContent?.trim() ?? '';
  const wanted = name(element);
  return (
    [...root.querySelectorAll<HTMLElement>(element.tagName)].find((candidate) => name(candidate) === wanted) ?? null
  );
}

/**
 * The app takes the first page's place once it has drawn a page of its own (shared-ui's Page, not
 * loading); once the address has left the first page's, as soon as it shows anything (the first page's
 * content goes at once: it is not what the address says any more, only its menu stays meanwhile); and
 * after PATIENCE_MS, as soon as it shows anything at all. The focus moves to the same control in the
 * app's page, and what was open on the page ('Mais') is opened in it, unless the address has left it.
 */
function giveWayToApp(root: HTMLElement, host: HTMLElement, path: string) {
  let patient = true;
  const left = () => window.location.pathname !== path;
  const drawn = () =>
    (!left() && root.querySelector('.fb-page') !== null && root.querySelector('.ant-spin-spinning') === null) ||
    ((left() || !patient) && root.childElementCount > 0);
  const giveWay = () => {
    if (left() && host.isConnected) {
      host.querySelector('.fb-page')?.remove();
      host.setAttribute('aria-busy', 'true');
    }
    if (!drawn()) return;
    observer.disconnect();
    window.removeEventListener('popstate', giveWay);
    clearTimeout(timer);
    const focused = host.contains(document.activeElement) ? document.activeElement : null;
    // A list left open on the page stays open; one whose entry was followed closes, as in the app.
    const expanded = left() ? [] : [...host.querySelectorAll('[aria-expanded="true"]')];
    host.remove();
    root.classList.remove('fb-root--starting');
    for (const control of expanded) {
      const same = counterpart(root, control);
      if (same?.getAttribute('aria-expanded') === 'false') same.click();
    }
    if (focused) counterpart(root, focused)?.focus();
  };
  const observer = new MutationObserver(giveWay);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  window.addEventListener('popstate', giveWay);
  const timer = setTimeout(() => {
    patient = false;
    giveWay();
  }, PATIENCE_MS);
}
