import { z } from 'zod';
import { notFound } from './errors';

const idSchema = z.guid();

/**
 * A record id from the URL. Anything that is not a UUID can name no record, so it answers the same
 * 404 as a missing one (and never reaches the database as a malformed uuid).
 */
export function recordId(value: unknown): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
