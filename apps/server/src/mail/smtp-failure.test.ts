import type { AddressInfo } from 'node:net';
import { SERVER } from '@codedojo/shared';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../db/schema.ts';
import { createTestApp, dbTargets, registrationCookie, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

/** A real SMTP peer that refuses recipients while `refusing` is set, then accepts and keeps the codes. */
describe.each(dbTargets)('sign-up when the mail server refuses (%s)', (target) => {
  const codes = new Map<string, string>();
  let refusing = true;
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refusing) {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const code = /code is: (\d{6})/.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
          for (const rcpt of session.envelope.rcptTo) if (code) codes.set(rcpt.address, code);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp(target, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const signup = { name: 'Mail Less', password: 'secret123', acceptTerms: true };

  it('answers 503 with a stable code, keeps nothing, and a retry once mail works signs up', async () => {
    const email = 'refused@example.com';
    refusing = true;
    const failed = await call(t.app, 'POST', '/api/v1/auth/register', { body: { ...signup, email } });
    expect(failed.status).toBe(503);
    expect(failed.json).toMatchObject({
      success: false,
      error: SERVER.mailUnavailable,
      code: 'mail_unavailable',
    });
    expect(String(failed.headers['set-cookie'] ?? '')).not.toMatch(/codedojo_/);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The failed send neither works nor counts towards the hourly sends.
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toHaveLength(0);

    // Retrying while the mail server still refuses gives the same clear answer, not 409.
    expect((await call(t.app, 'POST', '/api/v1/auth/register', { body: { ...signup, email } })).status).toBe(
      503,
    );

    refusing = false;
    const retried = await call(t.app, 'POST', '/api/v1/auth/register', { body: { ...signup, email } });
    expect(retried.status).toBe(201);
    expect(retried.json).toMatchObject({ remainingAttempts: 4 });
    const verified = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: codes.get(email) },
      cookie: registrationCookie(retried.headers['set-cookie']),
    });
    expect(verified.status).toBe(200);
  });

  it('answers 503 to a code request it cannot mail, and the code it made does not work', async () => {
    const email = 'resend@example.com';
    refusing = false;
    const registered = await call(t.app, 'POST', '/api/v1/auth/register', { body: { ...signup, email } });
    const mailed = codes.get(email);
    refusing = true;
    const resend = await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
    expect(resend.status).toBe(503);
    expect(resend.json).toMatchObject({ error: SERVER.mailUnavailable });
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email, password: 'secret123' } });
    expect(login.status).toBe(503);
    // Only the refused mails' codes were withdrawn; the one mailed at sign-up was voided by them.
    const live = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(live).toHaveLength(1);
    refusing = false;
    const stale = await call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp: mailed } });
    expect(stale.status).toBe(400);
    // The failed password login left the sign-up's registration in force: its holder keeps the password.
    await call(t.app, 'POST', '/api/v1/auth/send-otp', { body: { email } });
    const verified = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: codes.get(email) },
      cookie: registrationCookie(registered.headers['set-cookie']),
    });
    expect(verified.status).toBe(200);
    const signedIn = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'secret123' },
    });
    expect(signedIn.json).toMatchObject({ requiresOTP: false });
  });
});
