import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request through fastify.inject, returning status, parsed JSON body and headers. */
export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: {
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    raw?: string;
    /** The client's socket address (default 127.0.0.1). */
    remoteAddress?: string;
  } = {},
) {
  const inject: InjectOptions = { method, url, headers: { ...options.headers } };
  if (options.remoteAddress) inject.remoteAddress = options.remoteAddress;
  if (options.cookie) inject.headers = { ...inject.headers, cookie: options.cookie };
  if (options.raw !== undefined) {
    inject.payload = options.raw;
    inject.headers = { 'content-type': 'application/json', ...inject.headers };
  } else if (options.body !== undefined) {
    inject.payload = JSON.stringify(options.body);
    inject.headers = { 'content-type': 'application/json', ...inject.headers };
  }
  const response = await app.inject(inject);
  let json: Record<string, unknown> = {};
  try {
    json = response.json();
  } catch {
    json = {};
  }
  return { status: response.statusCode, json, headers: response.headers, text: response.body };
}
