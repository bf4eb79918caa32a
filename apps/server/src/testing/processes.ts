import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Real processes for the crash tests: `npm start`'s server and `npm run worker`, killed with -9. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type Child = { process: ChildProcess; output: () => string; url?: string };

function start(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs: number,
): Promise<Child> {
  // Node itself with tsx's loader: one process, so kill -9 hits the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', RATE_LIMIT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seen = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} never became ready:\n${seen.slice(-3000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = ready.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      resolve({ process: child, output: () => seen, ...(match[1] ? { url: match[1] } : {}) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${seen.slice(-3000)}`));
    });
  });
}

/** The server as `npm start` runs it; resolves with its URL once it listens. */
export function startServer(env: Record<string, string>, timeoutMs = 240_000) {
  return start(
    'apps/server/src/main.ts',
    { PORT: '0', HOST: '127.0.0.1', ...env },
    /ready at (http:\/\/localhost:\d+)/,
    timeoutMs,
  );
}

/** `npm run worker`. */
export function startWorker(env: Record<string, string>, timeoutMs = 120_000) {
  return start('apps/server/src/judge/worker-main.ts', env, /judging the database queue/, timeoutMs);
}

export function kill9(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill('SIGKILL');
  });
}

export function stop(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    const force = setTimeout(() => child.process.kill('SIGKILL'), 20_000);
    child.process.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.process.kill('SIGTERM');
  });
}

/**
 * A database of its own on the PostgreSQL of DATABASE_URL, for tests that start processes
 * against it; `drop` removes it (and whatever still holds it open).
 */
export async function freshPostgres(prefix: string) {
  const base = process.env.DATABASE_URL ?? '';
  const name = `codedojo_${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const { default: pg } = await import('pg');
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A verified learner stored directly (no e-mail round trip). */
export async function insertVerifiedUser(db: Db, email: string, password: string) {
  const [row] = await db
    .insert(users)
    .values({
      name: 'Crash Tester',
      email,
      passwordHash: await hashPassword(password),
      isEmailVerified: true,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!existing) throw new Error('no user');
  return existing;
}

/** Logs in over HTTP; the session cookie. */
export async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = /codedojo_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

export async function api(url: string, cookie: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown> };
  return { status: res.status, data: json.data ?? {} };
}
