import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

type Endpoint = { method: 'POST' | 'PUT'; url: string; valid: Record<string, unknown> };

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/v1/auth/register',
    valid: { name: 'Ada Lovelace', email: 'hostile@example.com', password: 'secret123', acceptTerms: true },
  },
  {
    method: 'POST',
    url: '/api/v1/auth/login',
    valid: { email: 'hostile@example.com', password: 'secret123' },
  },
  { method: 'POST', url: '/api/v1/auth/send-otp', valid: { email: 'hostile@example.com' } },
  { method: 'POST', url: '/api/v1/auth/verify-otp', valid: { email: 'hostile@example.com', otp: '123456' } },
  { method: 'PUT', url: '/api/v1/auth/update-profile', valid: { name: 'Ada Lovelace' } },
];

const MEGABYTE = 'x'.repeat(1024 * 1024);
const HOSTILE_VALUES: [string, unknown][] = [
  ['a number', 42],
  ['null', null],
  ['an object', { $ne: 1 }],
  ['an array', ['a', 'b']],
  ['a 1 MB string', MEGABYTE],
  ['SQL-looking text', "x' OR '1'='1'; DROP TABLE users; --"],
  ['unicode and control characters', '\u202e\u0000\ud83d\ude00 名前 \u200b'],
  ['a boolean', true],
];

describe.each(dbTargets)('hostile input on the accounts API (%s)', (target) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    // A verified session for update-profile, made through the real flow.
    await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Session User', email: 'session@example.com', password: 'secret123', acceptTerms: true },
    });
    const code = /\b(\d{6})\b/.exec(t.outbox[0]?.text ?? '')?.[1];
    const verified = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email: 'session@example.com', otp: code },
    });
    cookie = String(verified.headers['set-cookie']).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const expectClientError = (res: { status: number; json: Record<string, unknown> }) => {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.success).toBe(false);
    expect(typeof res.json.error).toBe('string');
  };

  for (const endpoint of ENDPOINTS) {
    describe(`${endpoint.method} ${endpoint.url}`, () => {
      it('answers 400 to malformed JSON', async () => {
        const res = await call(t.app, endpoint.method, endpoint.url, { raw: '{"email": "a@b.co",', cookie });
        expectClientError(res);
        expect(res.status).toBe(400);
      });

      it('answers 4xx to an empty body, a JSON array and a JSON string', async () => {
        for (const raw of ['', '[]', '"hello"', 'null', '12']) {
          expectClientError(await call(t.app, endpoint.method, endpoint.url, { raw, cookie }));
        }
      });

      it('answers 415 to a body that is not JSON', async () => {
        const res = await call(t.app, endpoint.method, endpoint.url, {
          cookie,
          headers: { 'content-type': 'text/plain' },
          raw: 'email=a@b.co',
        });
        expectClientError(res);
      });

      it('answers 413 to a body over the size limit', async () => {
        const res = await call(t.app, endpoint.method, endpoint.url, {
          cookie,
          body: { ...endpoint.valid, padding: 'y'.repeat(3 * 1024 * 1024) },
        });
        expect(res.status).toBe(413);
        expectClientError(res);
      });

      it('answers 400 naming an extra field', async () => {
        const res = await call(t.app, endpoint.method, endpoint.url, {
          cookie,
          body: { ...endpoint.valid, role: 'ADMIN' },
        });
        expect(res.status).toBe(400);
        expect(res.json.details).toMatchObject({ role: expect.any(String) });
      });

      for (const field of Object.keys(endpoint.valid)) {
        it(`answers 4xx with a message for ${field} when missing or hostile`, async () => {
          const { [field]: _dropped, ...missing } = endpoint.valid;
          const res = await call(t.app, endpoint.method, endpoint.url, { cookie, body: missing });
          expectClientError(res);
          for (const [, value] of HOSTILE_VALUES) {
            const hostile = await call(t.app, endpoint.method, endpoint.url, {
              cookie,
              body: { ...endpoint.valid, [field]: value },
            });
            expect(hostile.status, `${field}=${String(value).slice(0, 30)}`).not.toBe(500);
            if (hostile.status >= 400) expectClientError(hostile);
          }
        });
      }
    });
  }

  it('answers JSON 404 for unknown API routes and methods', async () => {
    const res = await call(t.app, 'GET', '/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false });
    expect((await call(t.app, 'DELETE', '/api/v1/auth/login')).status).toBe(404);
  });

  it('still answers a normal request afterwards', async () => {
    const res = await call(t.app, 'GET', '/api/v1/health');
    expect(res.status).toBe(200);
  });
});
