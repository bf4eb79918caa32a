import { ERROR_CODES, SERVER } from '@codedojo/shared';
import type { FastifyRequest } from 'fastify';
import { type AppError, forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that names an Origin must come from our own: APP_URL's origin when
 * set, else the Host it was sent to. Together with SameSite=Lax cookies this closes CSRF.
 * Returns the refusal, if any; run on every request (security-headers.ts's hook).
 */
export function originCheck(appOrigin: string | undefined) {
  return (request: FastifyRequest): AppError | undefined => {
    const origin = request.headers.origin;
    if (!origin || SAFE_METHODS.has(request.method)) return undefined;
    const expected = appOrigin ?? `${request.protocol}://${request.headers.host ?? ''}`;
    return origin === expected ? undefined : forbidden(SERVER.crossOrigin, ERROR_CODES.crossOrigin);
  };
}
