import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

/** The dev outbox shows every one-time code, so only this machine may read it. */
describe('dev outbox', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { NODE_ENV: 'development' });
    proxied = await createTestApp('pglite', { NODE_ENV: 'development', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('answers loopback clients, IPv4 and IPv6', async () => {
    await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Dev User', email: 'dev@example.com', password: 'secret123', acceptTerms: true },
    });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const json = await call(t.app, 'GET', '/dev/mail.json', { remoteAddress });
      expect(json.status).toBe(200);
      expect(JSON.stringify(json.json)).toMatch(/"code":"\d{6}"/);
      expect((await call(t.app, 'GET', '/dev/mail', { remoteAddress })).status).toBe(200);
    }
  });

  it('answers 404 to any other client, code-less', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1']) {
      for (const url of ['/dev/mail.json', '/dev/mail']) {
        const res = await call(t.app, 'GET', url, { remoteAddress });
        expect(res.status).toBe(404);
        expect(res.text).not.toMatch(/\d{6}/);
      }
    }
  });

  it('answers 404 to a remote client forwarded by a trusted local proxy', async () => {
    const res = await call(proxied.app, 'GET', '/dev/mail.json', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(res.status).toBe(404);
    expect((await call(proxied.app, 'GET', '/dev/mail.json', { remoteAddress: '127.0.0.1' })).status).toBe(
      200,
    );
  });
});
