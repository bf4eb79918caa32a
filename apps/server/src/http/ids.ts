import { z } from 'zod';
import { notFound } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `:id` route params; the value is checked by `idOr404`. */
export const idParams = z.object({ id: z.string().max(100) });

/** A malformed id cannot name anything: it is simply not found (404), like an unknown one. */
export function idOr404(id: string, message: string, code: string): string {
  if (!UUID.test(id)) throw notFound(message, code);
  return id.toLowerCase();
}
