import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const readsOnly = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).every((method) =>
    READ_METHODS.has(method.toUpperCase()),
  );

/**
 * Hooks that only some routes need are attached to those routes when they are registered, so a
 * read pays nothing for them (docs/decisions/0018-read-path.md): `afterWrite` (the
 * read-your-writes barrier) runs on the API's state-changing routes only, and reads skip request
 * decompression (@fastify/compress's preParsing hook: a GET has no body to decompress).
 * Register before the routes.
 */
export function registerRouteHooks(app: FastifyInstance, afterWrite: onSendHookHandler) {
  app.addHook('onRoute', (route) => {
    if (readsOnly(route)) {
      route.decompress ??= false;
      return;
    }
    if (!route.url.startsWith('/api/')) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [afterWrite, ...own];
  });
}
