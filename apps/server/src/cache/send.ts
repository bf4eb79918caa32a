import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './json-cache.ts';

/** The encodings a client accepts (q=0 means refused). */
function accepts(header: string, encoding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

type Accepted = { br: boolean; gzip: boolean };
const NOTHING: Accepted = { br: false, gzip: false };
/** Clients send a handful of distinct Accept-Encoding values: each is parsed once. */
const acceptedByHeader = new Map<string, Accepted>();
const MAX_HEADERS_REMEMBERED = 256;

function accepted(header: string | undefined): Accepted {
  if (!header) return NOTHING;
  let known = acceptedByHeader.get(header);
  if (known) return known;
  known = { br: accepts(header, 'br'), gzip: accepts(header, 'gzip') };
  // Arbitrary client strings: bounded, so a flood of odd values cannot grow it.
  if (acceptedByHeader.size >= MAX_HEADERS_REMEMBERED) acceptedByHeader.clear();
  acceptedByHeader.set(header, known);
  return known;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // A browser sends back exactly the ETag it was given.
  if (ifNoneMatch === etag) return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a cached JSON body: 304 when the client holds it, else the smallest encoding it accepts.
 * `private, no-cache`: browsers keep it but ask every time (the answer depends on the session).
 * The body goes out as the cached Buffer with its content type set, so Fastify runs no serializer
 * on it, a route's response schema included (tested in send.test.ts).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply
    .header('etag', body.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const client = accepted(request.headers['accept-encoding']);
  if (body.br && client.br) return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && client.gzip) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}
