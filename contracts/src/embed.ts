// Embedding a public form on the company's own site (docs/forms-and-templates.md#embedding): which
// sites may frame it (CSP frame-ancestors, per company), the snippet the share panel gives, and the
// messages the framed page sends its host page.
import { z } from 'zod';
import { messages } from './messages';
import { safeString } from './text';

/** Sites a company may list; each is one origin (scheme, host and port). */
export const EMBED_ORIGINS_MAX = 20;
const EMBED_ORIGIN_LENGTH_MAX = 255;

export const embedMessages = {
  invalidOrigin: (value: string) =>
    `Endereço de site inválido: "${value.slice(0, 80)}". Use só o início do endereço, como https://www.exemplo.com.br (http:// ou https://, sem caminho)`,
  tooMany: `Informe no máximo ${EMBED_ORIGINS_MAX} sites`,
  tooLong: `Cada endereço de site deve ter no máximo ${EMBED_ORIGIN_LENGTH_MAX} caracteres`,
} as const;

/**
 * The origin a person typed, normalised ('https://Exemplo.com.br/' becomes 'https://exemplo.com.br'),
 * or undefined when it is not a bare http(s) origin: no path, query, fragment, user or wildcard.
 */
export function embedOriginOf(typed: string): string | undefined {
  const value = typed.trim().replace(/\/$/, '');
  if (value.length === 0 || value.length > EMBED_ORIGIN_LENGTH_MAX) return undefined;
  if (!/^https?:\/\/[^/?#@\s*;,'"]+$/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * `embedOrigins` of a company body: the sites allowed to frame its public forms. Each bad entry is
 * named in the message; the stored list is normalised and without repeats. Empty: no site (today's rule).
 */
export const embedOriginsSchema = z
  .array(safeString({ error: messages.invalidRequest }).max(EMBED_ORIGIN_LENGTH_MAX * 2, embedMessages.tooLong), {
    error: messages.invalidRequest,
  })
  .superRefine((values, ctx) => {
    const typed = values.filter((value) => value.trim() !== '');
    if (typed.length > EMBED_ORIGINS_MAX) {
      ctx.addIssue({ code: 'custom', message: embedMessages.tooMany });
      return;
    }
    const bad = typed.find((value) => embedOriginOf(value) === undefined);
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: embedMessages.invalidOrigin(bad.trim()) });
  })
  .transform((values) => [
    ...new Set(values.filter((value) => value.trim() !== '').map((value) => embedOriginOf(value)!)),
  ]);

/** The ways embed.js shows a form: in the page, in a window opened by a button, or over the whole page. */
export const embedModes = ['inline', 'popup', 'fullpage'] as const;
export type EmbedMode = (typeof embedModes)[number];

export const embedModeLabels: Record<EmbedMode, string> = {
  inline: 'Na página',
  popup: 'Janela aberta por um botão',
  fullpage: 'Página inteira',
};

/** The `<script>` the share panel gives to copy; `base` is the server's public URL. */
export function embedSnippet(base: string, formId: string, mode: EmbedMode = 'inline'): string {
  const modeAttribute = mode === 'inline' ? '' : ` data-mode="${mode}"`;
  return `<script src="${base.replace(/\/+$/, '')}/embed.js" data-form="${formId}"${modeAttribute} async></script>`;
}

export * from './embed-protocol';
