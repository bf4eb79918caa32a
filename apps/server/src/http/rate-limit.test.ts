import { ACCOUNT_RATE_LIMITS, type AccountRateLimitName, RATE_LIMITS, SERVER } from '@codedojo/shared';
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

/** One client address across many e-mails, and one e-mail from many addresses (decision 0009). */
describe.each(stores)('account rate limits across e-mails and addresses (%s store)', (store) => {
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

  const routes = {
    login: { url: '/api/v1/auth/login', body: (email: string) => ({ email, password: 'secret123' }) },
    sendOtp: { url: '/api/v1/auth/send-otp', body: (email: string) => ({ email }) },
    verifyOtp: { url: '/api/v1/auth/verify-otp', body: (email: string) => ({ email, otp: '123456' }) },
  } as const;
  const names = Object.keys(ACCOUNT_RATE_LIMITS) as AccountRateLimitName[];

  it.each(names)('%s: one address trying every e-mail gets 429 after its allowance', async (name) => {
    const { max } = ACCOUNT_RATE_LIMITS[name].perAddress;
    const remoteAddress = `198.51.100.${names.indexOf(name) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const body = routes[name].body(`spray.${name}.${i}@example.com`);
      statuses.push((await call(t.app, 'POST', routes[name].url, { body, remoteAddress })).status);
    }
    expect(statuses.slice(0, max).every((status) => status === 404)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another address is not affected.
    const other = await call(t.app, 'POST', routes[name].url, {
      body: routes[name].body(`spray.${name}.other@example.com`),
      remoteAddress: '198.51.100.200',
    });
    expect(other.status).toBe(404);
  });

  it.each(names)(
    '%s: one e-mail tried from rotating addresses gets 429 after its allowance',
    async (name) => {
      const { max } = ACCOUNT_RATE_LIMITS[name].perAccount;
      const email = `target.${name}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) {
        const remoteAddress = `203.0.${names.indexOf(name) + 1}.${i + 1}`;
        statuses.push(
          (await call(t.app, 'POST', routes[name].url, { body: routes[name].body(email), remoteAddress }))
            .status,
        );
      }
      expect(statuses.slice(0, max).every((status) => status === 404)).toBe(true);
      expect(statuses[max]).toBe(429);
      const over = await call(t.app, 'POST', routes[name].url, {
        body: routes[name].body(email),
        remoteAddress: '203.0.113.250',
      });
      expect(over.json).toMatchObject({ success: false, error: SERVER.rateLimited });
      // Another e-mail from the same addresses still gets through.
      const other = await call(t.app, 'POST', routes[name].url, {
        body: routes[name].body(`other.${name}@example.com`),
        remoteAddress: '203.0.113.251',
      });
      expect(other.status).toBe(404);
    },
  );
});
