import { SERVER } from '@codedojo/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * Fastify's JSON parser (prototype-poisoning safe), plus one rule: no NUL characters anywhere.
 * PostgreSQL text cannot hold them, and no field of ours has a use for them.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (/\\u0000/i.test(text)) {
      done(badRequest(SERVER.nulCharacter, undefined, 'nul_character'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
