import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CachedBody, serializeBody } from './json-cache.ts';
import { sendCached } from './send.ts';

/**
 * Cached bodies are served as the very bytes built once: whatever response schema a route
 * declares, Fastify's serializer never runs on them (it would re-encode, or here throw).
 */
describe('sendCached on a route with a response schema', () => {
  const app = Fastify({ logger: false });
  let body: CachedBody;
  let serializerRan = 0;

  beforeAll(async () => {
    body = await serializeBody({ success: true, message: 'x', data: 'y'.repeat(2000) });
    app.setValidatorCompiler(validatorCompiler);
    // The zod serializer, counting its runs; the schema rejects the cached JSON's shape.
    app.setSerializerCompiler((route: Parameters<typeof serializerCompiler>[0]) => {
      const serialize = serializerCompiler(route);
      return (data) => {
        serializerRan += 1;
        return serialize(data);
      };
    });
    app.get(
      '/cached',
      { schema: { response: { 200: z.object({ never: z.literal(true) }) } } },
      (request, reply) => sendCached(request, reply, body),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the cached identity bytes as they are, and runs no serializer', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/cached',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.rawPayload.equals(body.identity)).toBe(true);
    expect(serializerRan).toBe(0);
  });

  it('sends the cached brotli bytes to a client that accepts br, and 304 to one holding the ETag', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/cached',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(body.br ?? Buffer.alloc(0))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(body.identity)).toBe(true);
    const held = await app.inject({ method: 'GET', url: '/cached', headers: { 'if-none-match': body.etag } });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(serializerRan).toBe(0);
  });

  it('picks the encoding per Accept-Encoding value, also when the same values come again', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['*', 'br'],
      ['identity', undefined],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [header, encoding] of cases) {
        const res = await app.inject({
          method: 'GET',
          url: '/cached',
          headers: { 'accept-encoding': header },
        });
        expect(res.headers['content-encoding'], header).toBe(encoding);
      }
    }
  });
});
