import { idParams, leaderboardQuerySchema } from '@codedojo/shared';
import Fastify, { type FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';
import { fastValidatorCompiler } from './fast-validation.ts';

/** The same two routes validated by plain zod and by the quick path: answers must not differ. */
async function appWith(compiler: FastifySchemaCompiler<z.ZodType>) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(compiler);
  registerErrorHandler(app);
  app.get('/things/:id', { schema: { params: idParams } }, async (request) => ({ params: request.params }));
  app.get('/board', { schema: { querystring: leaderboardQuerySchema } }, async (request) => ({
    query: request.query,
  }));
  await app.ready();
  return app;
}

describe('the quick validation path', () => {
  let plain: Awaited<ReturnType<typeof appWith>>;
  let quick: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    plain = await appWith(validatorCompiler);
    quick = await appWith(fastValidatorCompiler);
  });
  afterAll(async () => {
    await plain.close();
    await quick.close();
  });

  it('answers every id and query exactly as zod does, hostile ones included', async () => {
    const urls = [
      '/things/2f1c6e1e-6b5e-4b7a-9a59-3f0c4bb2a1d0',
      '/things/not-a-uuid',
      `/things/${'a'.repeat(100)}`,
      `/things/${'a'.repeat(101)}`,
      '/things/%E0%A4%A',
      '/things/%00',
      '/board',
      '/board?',
      '/board?month=2',
      '/board?month=13&year=1999',
      '/board?month=abc',
      '/board?month=1&month=2',
      '/board?unknown=1',
      '/board?__proto__=1',
    ];
    for (const url of urls) {
      const [expected, actual] = await Promise.all([
        plain.inject({ method: 'GET', url }),
        quick.inject({ method: 'GET', url }),
      ]);
      expect(actual.statusCode, url).toBe(expected.statusCode);
      expect(actual.body, url).toBe(expected.body);
      expect(actual.statusCode, url).toBeLessThan(500);
    }
  });
});
