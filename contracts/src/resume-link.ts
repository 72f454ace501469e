// The 'Continuar depois' link (docs/forms-and-templates.md#continue-later): how long it lasts, where
// its token goes and how a page reads it back. No schemas here: the respondent's page imports this
// alone, and builds none of resume.ts's.
/** How long a 'Continuar depois' link restores the answers. */
export const RESUME_LINK_DAYS = 7;
/** The token's length in characters (base64url of 32 random bytes). */
export const RESUME_TOKEN_LENGTH = 43;
/** The fragment of the link that carries the token: never sent to a server, never in an access log. */
export const RESUME_LINK_FRAGMENT = 'continuar';

/** The link of a saved draft: the form's public page, the token in the fragment. */
export const resumeLink = (publicUrl: string, formId: string, token: string) =>
  `${publicUrl}/submissions/${encodeURIComponent(formId)}#${RESUME_LINK_FRAGMENT}=${token}`;

/** The token of a 'Continuar depois' link in a page's `location.hash`, or undefined. */
export function resumeTokenOf(hash: string): string | undefined {
  const found = new RegExp(`^#${RESUME_LINK_FRAGMENT}=([A-Za-z0-9_-]{43})$`).exec(hash);
  return found?.[1];
}
