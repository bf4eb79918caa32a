/**
 * `npm run bench:web`: what a real browser fetches before a page is usable. Builds the SPA when
 * its build is missing or older than its sources, starts the server the e2e suite uses (fresh
 * embedded database, catalogue, demo accounts), opens each page in Debian's Chromium with an empty
 * cache and counts every response until the network is idle, with the encoding the server sent:
 * files, bytes transferred (headers + body), bytes decoded. Exits non-zero over a budget.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@codedojo/shared';
import { type Browser, chromium, type Page } from '@playwright/test';
import {
  CHROMIUM_LAUNCH,
  describeFiles,
  firstProblem,
  kb,
  LOGIN_PAGE,
  loginReady,
  measurePageWeight,
  type PageBudget,
  type PageWeight,
  PROBLEM_PAGE,
  problemReady,
} from '../e2e/support/page-weight.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web');
const BUILT = join(WEB, 'dist/index.html');
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'build-plugins'),
  join(ROOT, 'packages/shared/src'),
];
const DEMO_LEARNER = { email: 'demo@codedojo.dev', password: 'demo1234' };
const LOGIN_FOCUSED: PageBudget = { name: '/login, form focused', budgetBytes: Number.POSITIVE_INFINITY };
const verbose = !process.argv.includes('--quiet');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildIfNeeded(): void {
  const built = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (built > 0 && built >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log(built ? 'Sources changed since the last build: building...' : 'No build found: building...');
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@codedojo/web'], { cwd: ROOT, stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

/** The e2e suite's server script: a fresh data directory, removed when the script gets SIGTERM. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn('bash', ['e2e/support/start-server.sh'], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(port), E2E_ADMIN_EMAIL: 'admin@codedojo.dev' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`http://localhost:${port}${API_BASE}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((wake) => setTimeout(wake, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /health within 180 s');
}

async function measure(
  browser: Browser,
  baseURL: string,
  open: (page: Page) => Promise<{ path: string; ready: (page: Page) => Promise<void>; note?: string }>,
): Promise<PageWeight & { note?: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const { path, ready, note } = await open(page);
    return { ...(await measurePageWeight(page, path, ready)), ...(note ? { note } : {}) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM_LAUNCH.executablePath)) {
    console.error(
      `${CHROMIUM_LAUNCH.executablePath} is missing: install it with CODEDOJO_NEED_BROWSER=1 bash scripts/setup.sh`,
    );
    return 1;
  }
  buildIfNeeded();
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = await startServer(port);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const results: [PageBudget, PageWeight & { note?: string }][] = [
      [LOGIN_PAGE, await measure(browser, baseURL, async () => ({ path: '/login', ready: loginReady }))],
      // For information: what the form fetches once the visitor focuses it (validation, OTP form).
      [
        LOGIN_FOCUSED,
        await measure(browser, baseURL, async () => ({
          path: '/login',
          ready: async (page) => {
            await loginReady(page);
            await page.getByTestId('login-email').focus();
          },
        })),
      ],
      [
        PROBLEM_PAGE,
        await measure(browser, baseURL, async (page) => {
          const login = await page.request.post(`${API_BASE}/auth/login`, { data: DEMO_LEARNER });
          if (!login.ok()) throw new Error(`demo login failed: HTTP ${login.status()}`);
          const problem = await firstProblem(page.request);
          return { path: `/problems/${problem.id}`, ready: problemReady, note: problem.title };
        }),
      ],
    ];

    const rows = results.map(([budget, weight]) => [
      budget.name,
      String(weight.files.length),
      kb(weight.transferred),
      kb(weight.decoded),
      Number.isFinite(budget.budgetBytes) ? kb(budget.budgetBytes) : '-',
      Number.isFinite(budget.budgetBytes)
        ? weight.transferred <= budget.budgetBytes
          ? 'pass'
          : 'FAIL'
        : '-',
    ]);
    const header = ['page', 'files', 'transferred', 'decoded', 'budget', 'verdict'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
    console.log(line(header));
    console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    for (const row of rows) console.log(line(row));
    if (verbose) {
      for (const [budget, weight] of results) {
        console.log(
          `\n${budget.name}${weight.note ? ` (${weight.note})` : ''}: transferred, decoded, encoding`,
        );
        console.log(describeFiles(weight));
      }
    }
    const over = results.filter(([budget, weight]) => weight.transferred > budget.budgetBytes);
    for (const [budget, weight] of over) {
      console.error(
        `\n${budget.name}: ${kb(weight.transferred)} transferred, over its ${kb(budget.budgetBytes)} budget.`,
      );
    }
    return over.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
