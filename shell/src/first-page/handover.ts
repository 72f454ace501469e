// What passes from a first page to the app that takes its place: the answers it read (the signed-in
// routes seed the request cache with them, routes/signed-in-routes.tsx) and a link followed on it (the
// app's router opens it, app.tsx, so the new history entry is the router's own and a page that holds
// Back while something is unsaved can hold it there too). A module of its own, free of React, so both
// sides import it without weight.

let pending: Record<string, unknown> = {};

export function handOverRequests(requests: Record<string, unknown>): void {
  pending = requests;
}

/** What was handed over, once: a later start of the routes seeds nothing. */
export function takeHandedOverRequests(): Record<string, unknown> {
  const requests = pending;
  pending = {};
  return requests;
}

let navigate: ((path: string) => void) | undefined;
let followed: string | undefined;

/** Opens `path` in the app: now if its router is there, else as soon as it is. */
export function followInApp(path: string): void {
  if (navigate) navigate(path);
  else followed = path;
}

/** The app's router, once made: it opens what was followed meanwhile, and what is followed later. */
export function routerReady(go: (path: string) => void): void {
  navigate = go;
  const path = followed;
  followed = undefined;
  if (path) go(path);
}
