// The answers a first page read, from the entry that drew it to the signed-in routes that start the
// area's screens (routes/signed-in-routes.tsx seeds the request cache with them). A module of its own,
// free of React, so both sides import it without weight.

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
