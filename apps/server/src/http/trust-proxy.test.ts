import { RATE_LIMITS } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

const stores = process.env.REDIS_URL ? ['memory', 'redis'] : ['memory'];
const storeEnv = (store: string): Record<string, string> =>
  store === 'redis' ? { REDIS_URL: process.env.REDIS_URL ?? '' } : {};

/** Spends the login allowance of one e-mail, each try claiming another X-Forwarded-For. */
async function rotatedLogins(t: TestApp, email: string, remoteAddress: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMITS.login.max; i++) {
    const res = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: `guess-${i}` },
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      remoteAddress,
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe.each(stores)('client addresses behind proxies (%s store)', (store) => {
  describe('by default (TRUST_PROXY unset)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { RATE_LIMIT: 'on', NODE_ENV: 'production', ...storeEnv(store) });
    });
    afterAll(async () => {
      await t.close();
    });

    it('does not let a rotated X-Forwarded-For escape the login limit, even in production', async () => {
      const statuses = await rotatedLogins(t, 'rotated@example.com', '198.51.100.7');
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('with TRUST_PROXY=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { RATE_LIMIT: 'on', TRUST_PROXY: '1', ...storeEnv(store) });
    });
    afterAll(async () => {
      await t.close();
    });

    it('counts per forwarded client address', async () => {
      const body = { email: 'proxied@example.com', password: 'guess-pass' };
      const from = (client: string) =>
        call(t.app, 'POST', '/api/v1/auth/login', {
          body,
          headers: { 'x-forwarded-for': client },
          remoteAddress: '10.0.0.1',
        });
      for (let i = 0; i < RATE_LIMITS.login.max; i++) expect((await from('192.0.2.10')).status).toBe(404);
      expect((await from('192.0.2.10')).status).toBe(429);
      // Another client behind the same proxy has its own allowance.
      expect((await from('192.0.2.11')).status).toBe(404);
      // Only one hop is trusted: an address the client prepends itself is not believed.
      expect((await from('192.0.2.99, 192.0.2.10')).status).toBe(429);
    });
  });
});
