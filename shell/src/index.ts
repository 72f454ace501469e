// The page a visit starts on decides what loads first. /login: the sign-in form alone, without React
// or antd (features/auth/first-login.ts), with the session check and the site links asked for while
// it downloads; the shell follows once it is needed. The home and the forms list, signed in: the
// area's first page, drawn without React or antd (first-page/), then the shell, started under it in
// short tasks. Any other page: the whole shell, with the session check asked for while it downloads.
// Both behind an async boundary, so the federation runtime can negotiate shared modules before React
// loads.
import type { AuthSession } from '@formbuilder/contracts';
import { currentSession, signUpUrl } from './features/auth/first-requests';
import { loadFirstPage } from './first-page/first-page-module';
import { addPrebuiltStyles, fetchPrebuiltStyles } from './first-page/prebuilt-styles';
import { preloadCurrentArea } from './federation/remotes';
import { nextTask } from '@formbuilder/platform/next-task';

const startShell = async (session?: AuthSession | null) => (await import('./bootstrap')).startShell(session);

/** Once the page drawn is on screen (or soon, in a tab the browser does not paint). */
const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
/**
 * Under a first page the person already has a page to read and tap, so the app's biggest modules are
 * evaluated each in a task of its own before the rest, instead of all at once in one long task (on a
 * phone, a pause in which a tap on the first page is not answered), in the order the app's own imports
 * would evaluate them. `./app` stays with the rest: imported on its own, it regroups the shell's chunks
 * and the way from /login to home grows by 1.4 kB and a file.
 */
const stagedStart = [
  () => import('react-dom/client'),
  () => import('antd/es/config-provider'),
  () => import('antd/es/app'),
  () => import('@formbuilder/shared-ui/start'),
  () => import('react-router-dom'),
];

const path = window.location.pathname;
// The home and the forms list: their area's first page starts downloading now (none: undefined).
const firstPage = path === '/login' ? undefined : loadFirstPage(path);
if (path === '/login') {
  const session = currentSession();
  const links = signUpUrl();
  void import('./features/auth/first-login').then(({ showFirstLogin }) => showFirstLogin(startShell, session, links));
} else if (firstPage) {
  // The session check, the remotes and the first page's code go out together. The shell's own
  // downloads wait until the first page is drawn (or could not be): on a slow network they would
  // take the bandwidth its few small requests need.
  const session = currentSession();
  // antd's styles for the screen the app opens with, built ahead of time: it starts with less work.
  const styles = fetchPrebuiltStyles();
  void (async () => {
    const { showFirstPage } = await import(/* webpackChunkName: "first-page" */ './first-page/show-first-page');
    if (await showFirstPage(session, firstPage)) await painted();
    // Each starts dozens of downloads: one task each, not one long one.
    await preloadCurrentArea();
    await nextTask();
    const known = await session;
    addPrebuiltStyles(await styles);
    for (const step of stagedStart) {
      await step();
      await nextTask();
    }
    await startShell(known && known !== 'failed' ? known : undefined);
  })();
} else {
  // A signed-in page: the session check goes out with the shell's download instead of after it, and the
  // answer is handed over. No session, or a server that failed: the shell's own check decides, as before.
  const session = currentSession();
  // The remotes too: registered, and the page's area (manifest, entry, first files) downloading beside the
  // shell's own code instead of after it.
  void preloadCurrentArea();
  void import('./bootstrap').then(async ({ startShell: start }) => {
    const known = await session;
    start(known && known !== 'failed' ? known : undefined);
  });
}
