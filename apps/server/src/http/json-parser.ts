import { SERVER } from '@codedojo/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * Fastify's JSON parser (prototype-poisoning safe), plus two rules:
 * - an empty body is no body (many clients send `Content-Type: application/json` with nothing),
 *   so a route that takes none accepts it and one that needs one answers its validation error;
 * - no NUL character in any parsed string or key: PostgreSQL text cannot hold them, and no field
 *   of ours has a use for them. The parsed values are checked, not the raw text, where `\u0000`
 *   may be a program's own escaped text.
 * Any other media type is refused (415), unless its body is empty: `curl -X POST -d ''` sends a
 * form type with nothing, and a route that takes no body must accept that.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (error) {
        done(error, undefined);
        return;
      }
      if (holdsNul(value)) {
        done(badRequest(SERVER.nulCharacter, undefined, 'nul_character'), undefined);
        return;
      }
      done(null, value);
    });
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    done(new AppError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', SERVER.unsupportedMediaType), undefined);
  });
}

/** Whether any string or key in a parsed JSON value contains U+0000 (iterative: no deep recursion). */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      // A loop, not push(...value): a huge array would overflow the argument list.
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
