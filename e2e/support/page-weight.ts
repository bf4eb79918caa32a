import { API_BASE } from '@codedojo/shared';
import type { APIRequestContext, Page, Request } from '@playwright/test';

/**
 * Page weight as a real browser sees it: every http(s) response a page fetches from navigation
 * until the network is idle (document, scripts, styles, fonts, images, API calls), with the
 * encoding the server actually sent. Shared by `npm run bench:web` and e2e/tests/page-weight.spec.ts.
 */

const KB = 1024;
/** Nothing in flight for this long means the page has fetched what it fetches by itself. */
const QUIET_MS = 500;

export type PageBudget = {
  name: string;
  /** Response headers + encoded bodies, everything the page fetched. */
  budgetBytes: number;
};

export const LOGIN_PAGE: PageBudget = { name: '/login', budgetBytes: 150 * KB };
export const PROBLEM_PAGE: PageBudget = { name: '/problems/:id (editor ready)', budgetBytes: 400 * KB };

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export type Fetched = {
  url: string;
  status: number;
  /** Content-Encoding as sent ('identity' when none). */
  encoding: string;
  /** Response headers + body as they crossed the wire. */
  transferred: number;
  /** The body after decoding. */
  decoded: number;
};

export type PageWeight = { files: Fetched[]; transferred: number; decoded: number };

async function fetched(request: Request): Promise<Fetched | null> {
  const response = await request.response();
  if (!response) return null;
  const sizes = await request.sizes();
  const headers = await response.allHeaders();
  const hasBody = response.status() < 300 || response.status() >= 400;
  return {
    url: request.url(),
    status: response.status(),
    encoding: headers['content-encoding'] ?? 'identity',
    transferred: sizes.responseHeadersSize + sizes.responseBodySize,
    decoded: hasBody ? (await response.body()).length : 0,
  };
}

const isHttp = (request: Request) => /^https?:/.test(request.url());

/**
 * Opens `path` in `page` (give it a fresh context: an empty cache), waits for `ready` (the screen
 * is usable), then until nothing has been in flight for QUIET_MS, and sums what was fetched.
 */
export async function measurePageWeight(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
  timeoutMs = 60_000,
): Promise<PageWeight> {
  const described: Promise<Fetched | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    if (!isHttp(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  };
  const onDone = (request: Request, finished: boolean) => {
    if (!isHttp(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
    if (finished) described.push(fetched(request));
  };
  const onFinished = (request: Request) => onDone(request, true);
  const onFailed = (request: Request) => onDone(request, false);
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  try {
    const deadline = Date.now() + timeoutMs;
    await page.goto(path, { timeout: timeoutMs });
    await ready(page);
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(`${path}: the network never went idle (${inFlight} in flight)`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFailed);
  }
  const files = (await Promise.all(described)).filter((file): file is Fetched => file !== null);
  return {
    files,
    transferred: files.reduce((sum, file) => sum + file.transferred, 0),
    decoded: files.reduce((sum, file) => sum + file.decoded, 0),
  };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** One line per response, largest first: for failure messages and the bench's detail. */
export function describeFiles(weight: PageWeight): string {
  return [...weight.files]
    .sort((a, b) => b.transferred - a.transferred)
    .map((file) => {
      const { pathname, search } = new URL(file.url);
      const sizes = `${kb(file.transferred).padStart(9)} ${kb(file.decoded).padStart(9)}`;
      return `  ${sizes}  ${file.encoding.padEnd(8)} ${file.status} ${pathname}${search}`;
    })
    .join('\n');
}

/** /login is usable: its form is on screen. */
export async function loginReady(page: Page): Promise<void> {
  await page.getByTestId('login-form').waitFor();
}

/** A problem page is usable: its statement and a ready CodeMirror editor are on screen. */
export async function problemReady(page: Page): Promise<void> {
  await page.getByTestId('problem-title').waitFor();
  await page.locator('[data-testid="code-editor"][data-ready="true"]').waitFor();
}

/** The first problem of the catalogue list, as a logged-in `request` sees it. */
export async function firstProblem(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const response = await request.get(`${API_BASE}/problems/get-all-problems`);
  const body = (await response.json()) as { data?: { id: string; title: string }[] };
  const problem = body.data?.[0];
  if (!response.ok() || !problem) throw new Error(`no problem to open (HTTP ${response.status()})`);
  return problem;
}
