import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet rebuilds helmet's
 * middleware (CSP parsing included) on every request: an eighth of a cached read's CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Every response, API or static, carries the same security headers; `refuse` (the origin check)
 * runs in the same hook, one hook per request for both (callback style: no promise per read).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  refuse: (request: FastifyRequest) => Error | undefined,
) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done(refuse(request));
  });
}
