import { RATE_LIMITS, SERVER } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

const stores = process.env.REDIS_URL ? ['memory', 'redis'] : ['memory'];

describe.each(stores)('rate limits (%s store)', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      RATE_LIMIT: 'on',
      ...(store === 'redis' ? { REDIS_URL: process.env.REDIS_URL ?? '' } : {}),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 once an address spends its login allowance for one e-mail', async () => {
    const body = { email: 'limited@example.com', password: 'secret123' };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.login.max + 1; i++) {
      statuses.push((await call(t.app, 'POST', '/api/v1/auth/login', { body })).status);
    }
    expect(statuses.slice(0, RATE_LIMITS.login.max).every((status) => status === 404)).toBe(true);
    const last = await call(t.app, 'POST', '/api/v1/auth/login', { body });
    expect(last.status).toBe(429);
    expect(last.json).toMatchObject({ success: false, error: SERVER.rateLimited });
    // Another e-mail from the same address still gets through.
    const other = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { ...body, email: 'other@example.com' },
    });
    expect(other.status).toBe(404);
  });

  it('limits sign-ups per address', async () => {
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.register.max; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'x' } });
      status = res.status;
    }
    expect(status).toBe(429);
  });
});
