import type { ValidationResult } from '@formbuilder/contracts';
import { invalid } from './errors';

/**
 * The data of a contracts validator's result, or a 400 carrying its message and fields (for forms
 * and templates that message reads 'Pergunta #n: ...', which a plain zod parse would not say).
 */
export function validated<T>(result: ValidationResult<T>): T {
  if (!result.success) throw invalid(result.message, Object.keys(result.fields).length ? result.fields : undefined);
  return result.data;
}
