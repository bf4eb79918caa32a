import { SERVER } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dbTargets,
  lastCode,
  registrationCookie,
  sessionCookie,
  type TestApp,
} from '../testing/harness.ts';
import { call } from '../testing/http.ts';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@example.com`;

/**
 * The pre-verification takeover of issue 10, played end to end through the API with the codes
 * read from the outbox the mailer really wrote: nobody holds a password on an address they have
 * not proven (decision 0008).
 */
describe.each(dbTargets)('pending registrations on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (email: string, name: string, password: string) =>
    call(t.app, 'POST', '/api/v1/auth/register', { body: { name, email, password, acceptTerms: true } });
  const login = (email: string, password: string) =>
    call(t.app, 'POST', '/api/v1/auth/login', { body: { email, password } });
  const verify = (email: string, otp: string, cookie?: string) =>
    call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp }, ...(cookie ? { cookie } : {}) });

  it("lets the owner's sign-up replace a squatter's unverified one, ADMIN only after verification", async () => {
    const email = 'boss@example.com';
    const squatter = await register(email, 'Squatter', 'squatter-pass');
    expect(squatter.status).toBe(201);
    expect(squatter.json.user).toMatchObject({ role: 'USER', isEmailVerified: false });
    expect(squatter.text).not.toContain('ADMIN');
    const squatterCode = lastCode(t, email);

    const owner = await register(email, 'Owner Person', 'owner-pass');
    expect(owner.status).toBe(201);
    expect(owner.json.user).toMatchObject({ name: 'Owner Person', role: 'USER' });
    const ownerCode = lastCode(t, email);

    // The replaced registration's code is void, even with the squatter's own cookie.
    if (squatterCode !== ownerCode) {
      const stale = await verify(email, squatterCode, registrationCookie(squatter.headers['set-cookie']));
      expect(stale.status).toBe(400);
    }
    const verified = await verify(email, ownerCode, registrationCookie(owner.headers['set-cookie']));
    expect(verified.status).toBe(200);
    expect(verified.json.user).toMatchObject({ name: 'Owner Person', role: 'ADMIN', isEmailVerified: true });

    const asSquatter = await login(email, 'squatter-pass');
    expect(asSquatter.status).toBe(401);
    expect(asSquatter.headers['set-cookie']).toBeUndefined();
    const asOwner = await login(email, 'owner-pass');
    expect(asOwner.status).toBe(200);
    expect(asOwner.json).toMatchObject({ requiresOTP: false, user: { role: 'ADMIN' } });
    // Verified now: a further sign-up of the address is refused.
    expect((await register(email, 'Squatter', 'squatter-pass')).status).toBe(409);
  });

  it('drops a password nobody proved when the owner first signs in by one-time code', async () => {
    const email = uniqueEmail('victim');
    expect((await register(email, 'Squatter', 'squatter-pass')).status).toBe(201);

    const sent = await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
    expect(sent.status).toBe(200);
    const signedIn = await verify(email, lastCode(t, email));
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user).toMatchObject({ email, isEmailVerified: true });
    const me = await call(t.app, 'GET', '/api/v1/auth/me', {
      cookie: sessionCookie(signedIn.headers['set-cookie']),
    });
    expect(me.status).toBe(200);

    const attacker = await login(email, 'squatter-pass');
    expect(attacker.status).toBe(401);
    expect(attacker.json).toMatchObject({ success: false, error: SERVER.invalidCredentials });
    expect(attacker.headers['set-cookie']).toBeUndefined();
    // The owner keeps signing in by code, and may set a password of their own, once.
    await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
    const again = await verify(email, lastCode(t, email));
    expect(again.status).toBe(200);
    const cookie = sessionCookie(again.headers['set-cookie']);
    const set = await call(t.app, 'PUT', '/api/v1/auth/update-profile', {
      cookie,
      body: { password: 'owner-pass' },
    });
    expect(set.status).toBe(200);
    expect(set.text).not.toMatch(/owner-pass|argon2/);
    expect((await login(email, 'owner-pass')).json).toMatchObject({
      requiresOTP: false,
      message: SERVER.loggedIn,
    });
    const reset = await call(t.app, 'PUT', '/api/v1/auth/update-profile', {
      cookie,
      body: { password: 'attacker-pass' },
    });
    expect(reset.status).toBe(400);
    expect(reset.json).toMatchObject({ error: SERVER.passwordAlreadySet });
    expect((await login(email, 'attacker-pass')).status).toBe(401);
    const short = await call(t.app, 'PUT', '/api/v1/auth/update-profile', {
      cookie,
      body: { password: 'x' },
    });
    expect(short.status).toBe(400);
  });

  it("does not let a squatter who re-registers after the owner ride the owner's code", async () => {
    const email = uniqueEmail('race');
    const owner = await register(email, 'Owner Person', 'owner-pass');
    const ownerCookie = registrationCookie(owner.headers['set-cookie']);
    const ownerCode = lastCode(t, email);
    const squatter = await register(email, 'Squatter', 'squatter-pass');
    expect(squatter.status).toBe(201);
    const newestCode = lastCode(t, email);

    if (ownerCode !== newestCode) expect((await verify(email, ownerCode, ownerCookie)).status).toBe(400);
    // The owner types the newest code in the inbox: the address is proven and the owner signed in,
    // but the squatter's password, sent with another registration, is not kept.
    const verified = await verify(email, newestCode, ownerCookie);
    expect(verified.status).toBe(200);
    expect(verified.json.user).toMatchObject({ email, isEmailVerified: true });
    expect((await login(email, 'squatter-pass')).json).toMatchObject({ error: SERVER.invalidCredentials });
    expect((await login(email, 'owner-pass')).status).toBe(401);
  });

  it("keeps the password only with the registration's own cookie, also after a password login", async () => {
    const email = uniqueEmail('resume');
    await register(email, 'Ada Lovelace', 'secret123');
    // A new browser: the password login proves the password and hands over a fresh registration.
    const resumed = await login(email, 'secret123');
    expect(resumed.json).toMatchObject({ requiresOTP: true });
    const cookie = registrationCookie(resumed.headers['set-cookie']);
    const verified = await verify(email, lastCode(t, email), cookie);
    expect(verified.status).toBe(200);
    expect(String(verified.headers['set-cookie'])).toMatch(/codedojo_registration=;/);
    expect((await login(email, 'secret123')).json).toMatchObject({
      requiresOTP: false,
      message: SERVER.loggedIn,
    });
  });

  it('refuses a forged or foreign registration cookie as proof of the password', async () => {
    const other = await register(uniqueEmail('other'), 'Other', 'other-pass');
    const foreign = registrationCookie(other.headers['set-cookie']);
    for (const cookie of [
      foreign,
      `codedojo_registration=${'a'.repeat(43)}`,
      'codedojo_registration=%00; x',
    ]) {
      const email = uniqueEmail('forged');
      await register(email, 'Squatter', 'squatter-pass');
      const res = await verify(email, lastCode(t, email), cookie);
      expect(res.status).toBe(200);
      expect((await login(email, 'squatter-pass')).status).toBe(401);
    }
  });
});
