import { ERROR_CODES, SERVER } from '@codedojo/shared';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that names an Origin must come from our own: APP_URL's origin when
 * set, else the Host it was sent to. Together with SameSite=Lax cookies this closes CSRF.
 */
export function registerOriginCheck(app: FastifyInstance, appOrigin: string | undefined) {
  // Callback style: no promise on every read.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || !origin) return done();
    const expected = appOrigin ?? `${request.protocol}://${request.headers.host ?? ''}`;
    done(origin === expected ? undefined : forbidden(SERVER.crossOrigin, ERROR_CODES.crossOrigin));
  });
}
