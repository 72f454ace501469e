// A router of three routes needs no router library: the History API and one event.
import { useEffect, useState } from 'react';

const EVENT = 'respondent:navigate';

export function navigate(path: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(EVENT));
}

export function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener(EVENT, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(EVENT, update);
    };
  }, []);
  return pathname;
}

export type RespondentRoute =
  | { page: 'form'; formId: string }
  | { page: 'submission'; formId: string; submissionId: string }
  | { page: 'not-found' };

export function matchRoute(pathname: string): RespondentRoute {
  const form = /^\/submissions\/([^/]+)\/?$/.exec(pathname);
  if (form) return { page: 'form', formId: decodeURIComponent(form[1]!) };
  const view = /^\/forms\/([^/]+)\/submissions\/([^/]+)\/view\/?$/.exec(pathname);
  if (view)
    return { page: 'submission', formId: decodeURIComponent(view[1]!), submissionId: decodeURIComponent(view[2]!) };
  return { page: 'not-found' };
}
