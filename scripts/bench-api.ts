/**
 * `npm run bench:api`: the read routes of the API against a bare Fastify serving the very same
 * bytes, in the same run, on the embedded PGlite and on PostgreSQL (DATABASE_URL, or a server
 * answering at 127.0.0.1:5432; a fresh database is created and dropped). autocannon, 20
 * connections, 6 s per side in six 1 s rounds after a warm-up, app and bare back to back in each
 * round (ABBA order). The ratio is the median of the rounds' app/bare ratios: a burst of other work
 * on a shared machine then moves one round, not the verdict. Prints app and bare req/s (totals),
 * the ratio and p99 per route with the load average, and exits 1 when a ratio misses its target.
 * Beside it, the CPU each server process spent per request (/proc utime + stime over the round):
 * the bare server's CPU per request over the app's is the ratio a saturated machine tends to, and
 * it barely moves with other work on the machine (the verdict stays on req/s).
 * BENCH_SECONDS (per side, default 6) and BENCH_CONNECTIONS (default 20) override the run;
 * BENCH_ROUTES (substrings of route names, comma-separated) and BENCH_MODES (embedded,postgres)
 * pick a subset while profiling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = 6;
const P99_TARGET_MS = 50;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `br`: the client accepts brotli, as browsers do (both sides then send the same brotli bytes).
 * `admin`: signed in as an admin (the list then carries whole statements: decision 0024).
 */
type Route = {
  name: string;
  path: (problemId: string) => string;
  target: number;
  br?: boolean;
  admin?: boolean;
};
const ROUTES: Route[] = [
  { name: 'GET /problems/get-all-problems', path: () => '/api/v1/problems/get-all-problems', target: 0.5 },
  {
    name: 'GET /problems/get-all-problems (br)',
    path: () => '/api/v1/problems/get-all-problems',
    target: 0.5,
    br: true,
  },
  {
    name: 'GET /problems/get-all-problems (br, admin)',
    path: () => '/api/v1/problems/get-all-problems',
    target: 0.5,
    br: true,
    admin: true,
  },
  { name: 'GET /problems/get-problem/:id', path: (id) => `/api/v1/problems/get-problem/${id}`, target: 0.5 },
  { name: 'GET /leaderboard/monthly', path: () => '/api/v1/leaderboard/monthly', target: 0.5 },
  { name: 'GET /auth/me', path: () => '/api/v1/auth/me', target: 0.3 },
];

type Side = { requests: number; seconds: number; p99: number[]; rates: number[]; cpuUs: number[] };
type Row = { mode: string; route: Route; bytes: number; app: Side; bare: Side };

const ONLY_ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const MODES = (process.env.BENCH_MODES ?? 'embedded,postgres').split(',');
const routes = () => ROUTES.filter((r) => !ONLY_ROUTES || ONLY_ROUTES.some((part) => r.name.includes(part)));

const CLOCK_TICKS_PER_S = 100;

/** The node process tsx started for a script (tsx's own process only relays signals). */
function serverPid(tsxPid: number): number {
  const children = fs.readFileSync(`/proc/${tsxPid}/task/${tsxPid}/children`, 'utf8').trim().split(/\s+/);
  const node = children.find((pid) => pid && fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node');
  if (!node) throw new Error(`no node process under tsx ${tsxPid}`);
  return Number(node);
}

/** A process's CPU (user + system) so far, in µs. */
function cpuUs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_S;
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Starts a child that prints one JSON line when ready. */
async function start<T>(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn(TSX, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
  });
  return { child, info };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Cookies = { cookie: string; adminCookie: string };
const headersFor = (route: Route, cookies: Cookies): Record<string, string> => {
  const cookie = route.admin ? cookies.adminCookie : cookies.cookie;
  return { cookie, 'accept-encoding': route.br ? 'br' : 'identity' };
};

async function hammer(port: number, url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url} on :${port}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { requests: result.requests.total, seconds, p99: result.latency.p99 };
}

function rawGet(port: number, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Buffer; encoding: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function withBenchDatabase<T>(baseUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `codedojo_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function benchMode(mode: string, databaseUrl: string | undefined): Promise<Row[]> {
  console.log(`\n${mode}: seeding (whole catalogue, 100 users)…`);
  const app = await start<{ port: number; problemId: string } & Cookies>(
    ['scripts/bench-api-server.ts'],
    databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {},
  );
  const bodiesFile = path.join(os.tmpdir(), `codedojo-bench-bodies-${process.pid}.json`);
  try {
    const { port, problemId } = app.info;
    // Raw bytes as sent (node:http, not fetch: fetch would decode brotli), per path and cookie.
    const bodies: Record<string, Record<string, { identity?: string; br?: string }>> = {};
    const sizes = new Map<Route, number>();
    for (const route of routes()) {
      const url = route.path(problemId);
      const headers = headersFor(route, app.info);
      const { status, body, encoding } = await rawGet(port, url, headers);
      if (status !== 200) throw new Error(`${route.name}: ${status} ${body.toString()}`);
      if ((encoding ?? 'identity') !== (route.br ? 'br' : 'identity')) {
        throw new Error(`${route.name}: answered with content-encoding ${encoding}`);
      }
      const forms = bodies[url] ?? {};
      bodies[url] = forms;
      const cookie = headers.cookie ?? '';
      forms[cookie] = { ...forms[cookie], [route.br ? 'br' : 'identity']: body.toString('base64') };
      sizes.set(route, body.length);
    }
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = await start<{ port: number }>(['scripts/bench-api-bare.ts', bodiesFile]);
    const appPid = serverPid(app.child.pid ?? 0);
    const barePid = serverPid(bare.child.pid ?? 0);
    try {
      const rows: Row[] = [];
      for (const route of routes()) {
        const url = route.path(problemId);
        const headers = headersFor(route, app.info);
        await hammer(port, url, headers, 1);
        await hammer(bare.info.port, url, headers, 1);
        const row: Row = {
          mode,
          route,
          bytes: sizes.get(route) ?? 0,
          app: { requests: 0, seconds: 0, p99: [], rates: [], cpuUs: [] },
          bare: { requests: 0, seconds: 0, p99: [], rates: [], cpuUs: [] },
        };
        // Back-to-back pairs, alternating which side goes first: other work on the machine
        // slows both sides of a pair alike.
        for (let round = 0; round < ROUNDS; round++) {
          const pair = [
            [row.app, port, appPid],
            [row.bare, bare.info.port, barePid],
          ] as const;
          for (const [side, target, pid] of round % 2 === 0 ? pair : [...pair].reverse()) {
            const cpuBefore = cpuUs(pid);
            const result = await hammer(target, url, headers, SECONDS / ROUNDS);
            side.cpuUs.push((cpuUs(pid) - cpuBefore) / result.requests);
            side.requests += result.requests;
            side.seconds += result.seconds;
            side.p99.push(result.p99);
            side.rates.push(result.requests / result.seconds);
          }
        }
        rows.push(row);
        console.log(`  ${route.name}: done (load ${loadavg()})`);
      }
      return rows;
    } finally {
      await stop(bare.child);
    }
  } finally {
    fs.rmSync(bodiesFile, { force: true });
    await stop(app.child);
  }
}

const rate = (side: Side) => side.requests / side.seconds;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
/** The median of the rounds' app/bare ratios. */
const ratioOf = (row: Row) =>
  median(row.app.rates.map((appRate, i) => appRate / (row.bare.rates[i] ?? Number.NaN)));
const worstP99 = (side: Side) => Math.max(...side.p99);
/** The median of the rounds' bare/app CPU per request (CPU per request: the median round's). */
const cpuRatioOf = (row: Row) =>
  median(row.bare.cpuUs.map((bareUs, i) => bareUs / (row.app.cpuUs[i] ?? Number.NaN)));

function print(rows: Row[]) {
  const header = [
    'mode',
    'route',
    'bytes',
    'app req/s',
    'bare req/s',
    'ratio',
    'target',
    'app p99 ms',
    'bare p99 ms',
    'app CPU µs/req',
    'bare CPU µs/req',
    'CPU ratio',
  ];
  const lines = rows.map((row) => {
    const ratio = ratioOf(row);
    const p99 = worstP99(row.app);
    return [
      row.mode,
      row.route.name,
      String(row.bytes),
      rate(row.app).toFixed(0),
      rate(row.bare).toFixed(0),
      ratio.toFixed(2),
      `≥ ${row.route.target} — ${ratio >= row.route.target ? 'met' : 'MISSED'}`,
      `${p99.toFixed(0)} ${p99 <= P99_TARGET_MS ? '(≤ 50)' : '(> 50!)'}`,
      worstP99(row.bare).toFixed(0),
      median(row.app.cpuUs).toFixed(0),
      median(row.bare.cpuUs).toFixed(0),
      cpuRatioOf(row).toFixed(2),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${format(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}

const loadBefore = loadavg();
console.log(
  `bench:api — ${CONNECTIONS} connections, ${SECONDS} s per side; load ${loadBefore}; ${os.cpus().length} cores`,
);
const rows = MODES.includes('embedded') ? await benchMode('embedded', undefined) : [];
const pgBase = MODES.includes('postgres') ? await postgresUrl() : undefined;
if (pgBase) rows.push(...(await withBenchDatabase(pgBase, (url) => benchMode('postgres', url))));
else if (MODES.includes('postgres'))
  console.log('\npostgres: no server at DATABASE_URL or 127.0.0.1:5432, skipped');
print(rows);
console.log(`\nload average: ${loadBefore} at start, ${loadavg()} at end`);
const missed = rows.filter((row) => !(ratioOf(row) >= row.route.target));
if (missed.length > 0) {
  console.log(`missed: ${missed.map((row) => `${row.mode} ${row.route.name}`).join(', ')}`);
  process.exitCode = 1;
}
