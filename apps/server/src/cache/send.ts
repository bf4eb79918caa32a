import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './json-cache.ts';

/** The encodings a client accepts (q=0 means refused). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a cached JSON body: 304 when the client holds it, else the smallest encoding it accepts.
 * `private, no-cache`: browsers keep it but ask every time (the answer depends on the session).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply
    .header('etag', body.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const acceptEncoding = request.headers['accept-encoding'];
  if (body.br && accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && accepts(acceptEncoding, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}
