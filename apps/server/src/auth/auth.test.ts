import { OTP_MAX_SENDS_PER_HOUR, SERVER, VALIDATION } from '@codedojo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../db/schema.ts';
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
const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email,
  password: 'secret123',
  acceptTerms: true,
  ...extra,
});

describe.each(dbTargets)('accounts API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (email: string, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/v1/auth/register', { body: signup(email, extra) });

  /** Registers and verifies; returns the session cookie. */
  async function verifiedUser(email = uniqueEmail('v')) {
    const registered = await register(email);
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: lastCode(t, email) },
      cookie: registrationCookie(registered.headers['set-cookie']),
    });
    expect(res.status).toBe(200);
    return { email, cookie: sessionCookie(res.headers['set-cookie']) };
  }

  it('registers a user, e-mails a code and opens no session', async () => {
    const email = uniqueEmail('reg');
    const res = await register(email);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: SERVER.registered, remainingAttempts: 4 });
    expect(res.json.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      role: 'USER',
      isEmailVerified: false,
    });
    expect(typeof res.json.expiresAt).toBe('string');
    expect(String(res.headers['set-cookie'])).not.toMatch(/codedojo_session/);
    expect(registrationCookie(res.headers['set-cookie'])).toMatch(/^codedojo_registration=[\w-]{43}$/);
    expect(lastCode(t, email)).toMatch(/^\d{6}$/);
    expect(res.text).not.toMatch(/password|hash|\$argon2/i);
  });

  it('answers every sign-up validation message of the spec', async () => {
    const res = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Al', email: 'not-an-email', password: '123', acceptTerms: false },
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual({
      name: VALIDATION.nameMin,
      email: VALIDATION.email,
      password: VALIDATION.passwordMin,
      acceptTerms: VALIDATION.acceptTerms,
    });
    expect(res.json.error).toBe(VALIDATION.nameMin);
  });

  it('refuses a verified e-mail, whatever its case, with "already exists"', async () => {
    const { email } = await verifiedUser(uniqueEmail('dup'));
    const res = await register(email.toUpperCase());
    expect(res.status).toBe(409);
    expect(String(res.json.error)).toContain('already exists');
  });

  it('gives ADMIN to the addresses in ADMIN_EMAILS once verified, and not before', async () => {
    const res = await register('Chief@example.com');
    expect(res.json.user).toMatchObject({ role: 'USER', email: 'chief@example.com' });
    const verified = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email: 'chief@example.com', otp: lastCode(t, 'chief@example.com') },
      cookie: registrationCookie(res.headers['set-cookie']),
    });
    expect(verified.json.user).toMatchObject({ role: 'ADMIN', email: 'chief@example.com' });
    const other = await register(uniqueEmail('plain'));
    expect(other.json.user).toMatchObject({ role: 'USER' });
  });

  it('answers 404 "not found" for an unknown e-mail and 401 "Invalid password" for a wrong one', async () => {
    const unknown = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: uniqueEmail('ghost'), password: 'whatever' },
    });
    expect(unknown.status).toBe(404);
    expect(String(unknown.json.error).toLowerCase()).toContain('not found');

    const { email } = await verifiedUser();
    const wrong = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'wrong-pass' },
    });
    expect(wrong.status).toBe(401);
    expect(String(wrong.json.error)).toContain('Invalid password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks an unverified user for a code: requiresOTP, a fresh code, no session', async () => {
    const email = uniqueEmail('unv');
    await register(email);
    const first = lastCode(t, email);
    const res = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email, password: 'secret123' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, requiresOTP: true, remainingAttempts: 3 });
    expect(res.json.user).toMatchObject({ isEmailVerified: false });
    expect(typeof res.json.expiresAt).toBe('string');
    expect(String(res.headers['set-cookie'])).not.toMatch(/codedojo_session/);
    expect(t.outbox[0]?.to).toBe(email);
    // The new code voids the one sent at registration.
    const stale = await call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp: first } });
    if (first !== lastCode(t, email)) expect(stale.status).toBe(400);
  });

  it('verifies the e-mail with the code, logs in, and `me` returns the user without secrets', async () => {
    const { email, cookie } = await verifiedUser();
    const me = await call(t.app, 'GET', '/api/v1/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email, isEmailVerified: true });
    expect(Object.keys(me.json.user as object).sort()).toEqual(
      ['createdAt', 'email', 'id', 'image', 'isEmailVerified', 'name', 'role'].sort(),
    );
    expect(me.text).not.toMatch(/hash|\$argon2|codedojo_session/i);

    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email, password: 'secret123' } });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ requiresOTP: false, message: SERVER.loggedIn });
    expect(sessionCookie(login.headers['set-cookie'])).toMatch(/^codedojo_session=[\w-]{43}$/);
  });

  it("verifies a sign-up's code without opening a session; the password then logs in", async () => {
    const email = uniqueEmail('signup');
    const registered = await register(email);
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: lastCode(t, email), purpose: 'signup' },
      cookie: registrationCookie(registered.headers['set-cookie']),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: SERVER.emailVerified, user: { email, isEmailVerified: true } });
    expect(String(res.headers['set-cookie'])).not.toMatch(/codedojo_session=[\w-]/);
    // The pending registration is over: its cookie is cleared.
    expect(String(res.headers['set-cookie'])).toMatch(/codedojo_registration=;/);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email, password: 'secret123' } });
    expect(login.json).toMatchObject({ requiresOTP: false, user: { email } });
    expect(sessionCookie(login.headers['set-cookie'])).toMatch(/^codedojo_session=[\w-]{43}$/);
  });

  it('refuses a verification purpose other than login or signup', async () => {
    const email = uniqueEmail('purpose');
    await register(email);
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: lastCode(t, email), purpose: 'admin' },
    });
    expect(res.status).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sets the session cookie httpOnly and SameSite=Lax, not Secure over http', async () => {
    const email = uniqueEmail('cookie');
    await register(email);
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: lastCode(t, email) },
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Max-Age=604800/);
    expect(header).not.toMatch(/Secure/);
  });

  it('rejects a wrong code, and after five wrong guesses refuses even the right one', async () => {
    const email = uniqueEmail('guess');
    await register(email);
    const code = lastCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp: wrong } });
      expect(res.status).toBe(400);
      answers.push(String(res.json.error));
    }
    expect(answers.slice(0, 4).every((error) => error.includes('Invalid or expired'))).toBe(true);
    expect(answers[4]?.toLowerCase()).toContain('many attempts');
    const right = await call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp: code } });
    expect(right.status).toBe(400);
    expect(String(right.json.error).toLowerCase()).toContain('many attempts');
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('exp');
    await register(email);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: lastCode(t, email) },
    });
    expect(res.status).toBe(400);
    expect(String(res.json.error)).toContain('Invalid or expired');
  });

  it('voids the old code when a new one is sent', async () => {
    const email = uniqueEmail('resend');
    await register(email);
    const old = lastCode(t, email);
    const sent = await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ message: SERVER.otpSent, remainingAttempts: 3 });
    const fresh = lastCode(t, email);
    if (old !== fresh) {
      const stale = await call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp: old } });
      expect(stale.status).toBe(400);
    }
    const ok = await call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp: fresh } });
    expect(ok.status).toBe(200);
  });

  it(`sends at most ${OTP_MAX_SENDS_PER_HOUR} codes per e-mail per hour, then 429 "Too many OTP requests"`, async () => {
    const email = uniqueEmail('flood');
    await register(email);
    const remaining: unknown[] = [];
    for (let i = 1; i < OTP_MAX_SENDS_PER_HOUR; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
      expect(res.status).toBe(200);
      remaining.push(res.json.remainingAttempts);
    }
    expect(remaining).toEqual([3, 2, 1, 0]);
    const over = await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
    expect(over.status).toBe(429);
    expect(String(over.json.error)).toContain('Too many OTP requests');
  });

  it('answers 404 "not found" when sending a code to an unknown e-mail', async () => {
    const res = await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email: uniqueEmail('none') } });
    expect(res.status).toBe(404);
    expect(String(res.json.error).toLowerCase()).toContain('not found');
  });

  it('logs in with a code alone (passwordless) for a verified user', async () => {
    const { email } = await verifiedUser();
    await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: lastCode(t, email) },
    });
    expect(res.status).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/auth/me', {
      cookie: sessionCookie(res.headers['set-cookie']),
    });
    expect(me.json.user).toMatchObject({ email });
  });

  it('logout deletes the session on the server, so the old cookie stops working', async () => {
    const { cookie } = await verifiedUser();
    const out = await call(t.app, 'POST', '/api/v1/auth/logout', { cookie });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/codedojo_session=;/);
    const me = await call(t.app, 'GET', '/api/v1/auth/me', { cookie });
    expect(me.status).toBe(401);
  });

  it('answers 401 to `me` without a session or with a forged one', async () => {
    expect((await call(t.app, 'GET', '/api/v1/auth/me')).status).toBe(401);
    const forged = await call(t.app, 'GET', '/api/v1/auth/me', {
      cookie: `codedojo_session=${'a'.repeat(43)}`,
    });
    expect(forged.status).toBe(401);
    const junk = await call(t.app, 'GET', '/api/v1/auth/me', { cookie: "codedojo_session=' OR 1=1 --" });
    expect(junk.status).toBe(401);
  });

  it('updates the profile name and image, and validates them', async () => {
    const { cookie } = await verifiedUser();
    const ok = await call(t.app, 'PUT', '/api/v1/auth/update-profile', {
      cookie,
      body: { name: '  Grace Hopper ', image: 'https://example.com/me.png' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ message: SERVER.profileUpdated });
    expect(ok.json.user).toMatchObject({ name: 'Grace Hopper', image: 'https://example.com/me.png' });

    const bad = await call(t.app, 'PUT', '/api/v1/auth/update-profile', {
      cookie,
      body: { name: 'Gr', image: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual({ name: VALIDATION.nameMin, image: VALIDATION.imageUrl });

    const anonymous = await call(t.app, 'PUT', '/api/v1/auth/update-profile', { body: { name: 'Nobody' } });
    expect(anonymous.status).toBe(401);
  });

  it('stores passwords as argon2id and e-mails lower-cased', async () => {
    const email = uniqueEmail('Store').replace('store', 'STORE');
    await register(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: uniqueEmail('csrf'), password: 'secret123' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
