import { API_BASE } from '@codedojo/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Our routes: the API, the metrics and the dev outbox (not the SPA's files nor the docs' own). */
const isOurs = (url: string) =>
  url.startsWith(`${API_BASE}/`) || url === '/metrics' || url.startsWith('/dev/');

/** Whether a route declares the schema of its success answer (a 2xx status). */
export function declaresSuccess(route: Pick<RouteOptions, 'schema'>): boolean {
  const response = route.schema?.response;
  if (!response || typeof response !== 'object') return false;
  return Object.keys(response).some((status) => /^2(\d\d|xx)$/.test(status));
}

/**
 * Every route of ours declares what it answers (issue 13): a route without a response schema
 * stops the server at start-up, so nothing leaves unchecked and /api/docs documents it all.
 */
export function requireResponseSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isOurs(route.url) || declaresSuccess(route)) return;
    throw new Error(`${String(route.method)} ${route.url} declares no response schema`);
  });
}
