import { type ErrorCode, isUuid } from '@codedojo/shared';
import { notFound } from './errors.ts';

/**
 * The one rule for ids (decision 0019): a malformed id cannot name anything, so it is not found
 * (404 with the code of what it should name), like an unknown one, wherever it appears: in a
 * path, a query or a body.
 */
export function idOr404(id: string, message: string, code: ErrorCode): string {
  if (!isUuid(id)) throw notFound(message, code);
  return id.toLowerCase();
}
