import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that names an Origin must come from our own: APP_URL's origin when
 * set, else the Host it was sent to. Together with SameSite=Lax cookies this closes CSRF.
 */
export function registerOriginCheck(app: FastifyInstance, appOrigin: string | undefined) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const expected = appOrigin ?? `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin !== expected) throw forbidden('Cross-origin request refused');
  });
}
