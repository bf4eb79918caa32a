import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJudgeQueue, type JudgeEngine } from '@codedojo/judge';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * Test harness: a real app on a real database. PGlite always; PostgreSQL too when DATABASE_URL
 * is set, each app on a database of its own that is dropped afterwards.
 */
export type DbTarget = 'pglite' | 'postgres';
export const dbTargets: DbTarget[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function createPostgresDatabase(baseUrl: string) {
  const name = `codedojo_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** One sandboxed judge shared by every app of a test file (it owns worker processes). */
let sharedJudge: JudgeEngine | undefined;
/** Created on the first judged request, so tests that judge nothing start no sandbox. */
export const lazyJudge: JudgeEngine = {
  judge: (request, hooks) => {
    sharedJudge ??= createJudgeQueue({});
    return sharedJudge.judge(request, hooks);
  },
  close: async () => {},
};
export async function closeTestJudge() {
  await sharedJudge?.close();
  sharedJudge = undefined;
}

export async function createTestApp(
  target: DbTarget,
  env: Record<string, string> = {},
  /** `judge`: another engine than the shared sandbox (one configured to fail, say). */
  options: Pick<BuildOptions, 'webDist' | 'httpTimeouts' | 'sessionSweepIntervalMs' | 'clock' | 'judge'> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-test-'));
  const pgDb =
    target === 'postgres' ? await createPostgresDatabase(process.env.DATABASE_URL ?? '') : undefined;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    config,
    database,
    judge: lazyJudge,
    redis,
    logger: false,
    rateLimitNameSpace: `test-${Math.random().toString(36).slice(2)}-`,
    ...options,
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    outbox: app.ctx.mailer.outbox ?? [],
    async close() {
      await app.close();
      await database.close();
      await redis?.quit();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second API instance on the same database, as another process would be: on PostgreSQL with its
 * own pool and LISTEN connection; on PGlite (one process per data dir) on the same embedded instance.
 */
export async function createPeerApp(t: TestApp) {
  const database = t.config.DATABASE_URL
    ? await openDatabase({ databaseUrl: t.config.DATABASE_URL, dataDir: t.config.dataDir })
    : t.database;
  const app = await buildApp({
    config: t.config,
    database,
    judge: lazyJudge,
    logger: false,
    webDist: path.join(t.config.dataDir, 'no-web'),
    rateLimitNameSpace: `test-${Math.random().toString(36).slice(2)}-`,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** The 6-digit code of the newest mail to this address. */
export function lastCode(testApp: TestApp, email: string): string {
  const mail = testApp.outbox.find((entry) => entry.to === email.toLowerCase());
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /codedojo_session=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error('no session cookie set');
  return `codedojo_session=${match[1]}`;
}

/** The pending-registration cookie a sign-up (or an unverified password login) hands its client. */
export function registrationCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /codedojo_registration=([^;]+)/.exec(header);
  if (!match?.[1]) throw new Error('no registration cookie set');
  return `codedojo_registration=${match[1]}`;
}

/** Registers and verifies a user through the real API, as the sign-up screen does (the password stays). */
export async function signedInUser(t: TestApp, email: string, name = 'Test User') {
  const { call } = await import('./http.ts');
  const registered = await call(t.app, 'POST', '/api/v1/auth/register', {
    body: { name, email, password: 'secret123', acceptTerms: true },
  });
  const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
    body: { email, otp: lastCode(t, email) },
    cookie: registrationCookie(registered.headers['set-cookie']),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
  return {
    cookie: sessionCookie(res.headers['set-cookie']),
    id: (registered.json.user as { id: string }).id,
  };
}
