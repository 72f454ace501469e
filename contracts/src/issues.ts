// Zod issues as per-field messages: the one way the API, the staff forms and the respondent wizard
// name what is wrong with each field.
import type { z } from 'zod';

/** The least of an issue this needs, so parsers of any zod version fit. */
export type IssueLike = Pick<z.core.$ZodIssue, 'message'> & { readonly path: readonly PropertyKey[] };

/**
 * The first message per dotted path (`title`, `questions.2.options`), in the order zod gave them.
 * Issues about the whole value (an empty path) name no field and are left out; no issues, no fields.
 */
export function fieldErrors(issues: readonly IssueLike[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
