import { API_BASE, API_CONTRACT, type Endpoint } from '@codedojo/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { requireResponseSchemas } from './response-schemas.ts';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

const endpoints: Endpoint[] = Object.values(API_CONTRACT).flatMap((feature) => Object.values(feature));
/** `/problems/:id` as OpenAPI writes it: `/problems/{id}`. */
const openApiPath = (path: string) => `${API_BASE}${path}`.replace(/:(\w+)/g, '{$1}');

describe('every route declares its response', () => {
  it('refuses, at start-up, a route of ours without a response schema', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    requireResponseSchemas(app);
    app.get(`${API_BASE}/declared`, { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, () => ({
      ok: true,
    }));
    expect(() => app.get(`${API_BASE}/undeclared`, () => ({ ok: true }))).toThrow(
      /declares no response schema/,
    );
    expect(() => app.get('/metrics', { schema: { response: { 404: z.string() } } }, () => '')).toThrow(
      /GET \/metrics declares no response schema/,
    );
    await app.close();
  });

  describe('the app and /api/docs', () => {
    let t: TestApp;
    let doc: Document;
    beforeAll(async () => {
      t = await createTestApp('pglite');
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      doc = res.json();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('documents a success and a failure schema for every operation', () => {
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
      expect(operations.length).toBeGreaterThanOrEqual(endpoints.length);
      for (const { path, method, operation } of operations) {
        const responses = operation.responses ?? {};
        const success = Object.keys(responses).find((status) => /^2/.test(status));
        const where = `${method.toUpperCase()} ${path}`;
        expect(success, `${where} has no success response`).toBeDefined();
        const content = Object.values(responses[success ?? '']?.content ?? {});
        expect(content.length, `${where} documents no success body`).toBeGreaterThan(0);
        for (const media of content) expect(media.schema, `${where} success schema`).toBeTruthy();
        if (!path.startsWith(API_BASE)) continue;
        expect(responses['4XX'] ?? responses['4xx'], `${where} documents no failure`).toBeDefined();
      }
    });

    it('serves exactly the endpoints of the shared contract, each at its success status', () => {
      const served = Object.entries(doc.paths)
        .filter(([path]) => path.startsWith(`${API_BASE}/`))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
        );
      const declared = endpoints.map((e) => `${e.method} ${openApiPath(e.path)}`);
      expect(served.sort()).toEqual(declared.sort());
      for (const e of endpoints) {
        const path = openApiPath(e.path);
        const operation = (doc.paths[path] ?? doc.paths[`${path}/`])?.[e.method.toLowerCase()];
        expect(Object.keys(operation?.responses ?? {}), `${e.method} ${e.path}`).toContain(
          String(e.status ?? 200),
        );
      }
    });

    it('documents each error code of an endpoint in its failure schema', () => {
      const login = doc.paths[openApiPath(API_CONTRACT.auth.login.path)]?.post;
      const failure = JSON.stringify(login?.responses?.['4XX'] ?? login?.responses?.['4xx']);
      for (const code of [...API_CONTRACT.auth.login.errors, 'validation_failed', 'rate_limited']) {
        expect(failure).toContain(`"${code}"`);
      }
    });
  });
});
