// Content-Security-Policy violations of every page a browser test opens (docs/security.md, "Errors,
// headers and logs"): each page reports the `securitypolicyviolation` events of its documents and
// the console's CSP lines. Pages opened with newPage() are watched; csp-guard.ts fails the test
// that opened one when anything was reported.
import type { BrowserContext, Page } from 'playwright-core';

export interface CspViolation {
  url: string;
  directive: string;
  blocked: string;
}

/** Every violation reported since the test began, by every watched context. */
const reported: string[] = [];

/** Violations the current describe block expects (tolerateCspViolations); empty almost always. */
const tolerated: RegExp[] = [];

/** Drains what was reported: the list, then empty for the next test. */
export function takeCspViolations(): string[] {
  return reported.splice(0, reported.length);
}

/** Drains what was reported, minus what the current block tolerates: what fails a test. */
export function takeUnexpectedCspViolations(): string[] {
  return takeCspViolations().filter((line) => !tolerated.some((pattern) => pattern.test(line)));
}

/**
 * For one describe block only: violations matching `pattern` do not fail its tests. Meant for a build
 * older than a fix, which can no longer change (the version-skew test's baseline shell); every build
 * of this checkout is held to the full rule by csp.test.ts.
 */
export function tolerateCspViolations(pattern: RegExp): void {
  beforeAll(() => {
    tolerated.push(pattern);
  });
  afterAll(() => {
    tolerated.splice(tolerated.indexOf(pattern), 1);
  });
}

const watchedContexts = new WeakSet<BrowserContext>();

/**
 * Reports each violation in the context's pages. The listener is added through the browser's
 * protocol before any page script runs, so it is not itself subject to the page's policy.
 */
export async function watchCsp(context: BrowserContext): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    reported.push(`${violation.directive} blocked ${violation.blocked || '(inline)'} on ${violation.url}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: object) => void }).__reportCspViolation;
      report?.({
        url: event.documentURI,
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI + (event.sample ? ` (${event.sample})` : ''),
      });
    });
  });
  const watchPage = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
        reported.push(`console: ${message.text()} on ${page.url()}`);
      }
    });
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}
