// What the framed public page and embed.js say to each other (docs/forms-and-templates.md#embedding).
// No imports: embed.js, at most 5 KB on the company's site, takes this file alone
// (`@formbuilder/contracts/embed-protocol`).

/** Every message carries this `source`, so a host page can tell them from its other messages. */
export const EMBED_MESSAGE_SOURCE = 'formbuilder';

/**
 * The messages the framed page posts to its host page, only to the origin embed.js named (the browser
 * enforces it); embed.js takes them only from the form's origin and its own frame, and dispatches
 * `ready` and `submitted` on `document` as `formbuilder:ready` and `formbuilder:submitted` events.
 */
export type EmbedMessage =
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'ready'; formId: string }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'resize'; formId: string; height: number }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'submitted'; formId: string; submissionId: string };

/** The fragment key embed.js puts on the page's address: the host page's origin (never sent to the server). */
export const EMBED_HASH_KEY = 'embed';

/** The host page's origin the framed page was given, when it is a bare http(s) origin. */
export function embedHostOrigin(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(EMBED_HASH_KEY);
  if (!value || !/^https?:\/\/[^/?#@\s]+$/.test(value)) return undefined;
  return value;
}
