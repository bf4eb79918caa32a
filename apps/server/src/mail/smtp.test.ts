import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP peer on loopback: the code must arrive over the wire and then work. */
describe('OTP mail over real SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'CodeDojo <no-reply@codedojo.test>',
    });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the sign-up code by SMTP, in text and HTML, and the code verifies the account', async () => {
    const email = 'smtp.user@example.com';
    const res = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Mail Reader', email, password: 'secret123', acceptTerms: true },
    });
    expect(res.status).toBe(201);
    expect(t.outbox).toHaveLength(0);

    const mail = received.at(-1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('no-reply@codedojo.test');
    expect(mail?.raw).toMatch(/Subject: CodeDojo verification code/);
    expect(mail?.raw).toMatch(/text\/plain/);
    expect(mail?.raw).toMatch(/text\/html/);
    expect(mail?.raw).toMatch(/expires in 10 minutes/);
    const code = /code is: (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call(t.app, 'POST', '/api/v1/auth/verify-otp', { body: { email, otp: code } });
    expect(verified.status).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/auth/me', {
      cookie: sessionCookie(verified.headers['set-cookie']),
    });
    expect(me.json.user).toMatchObject({ email, isEmailVerified: true });
  });

  it('has no dev outbox when SMTP is configured', async () => {
    expect((await call(t.app, 'GET', '/dev/mail.json')).status).toBe(404);
  });
});
