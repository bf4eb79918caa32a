import { randomUUID } from 'node:crypto';
import { API_BASE, type PublicUser } from '@codedojo/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Seeded by the server on first start in non-production (see README). */
export const DEMO_LEARNER = {
  name: 'Demo Learner',
  email: 'demo@codedojo.dev',
  password: 'demo1234',
} as const;
export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@codedojo.dev', password: 'admin1234' } as const;

export type Account = { name: string; email: string; password: string };

/** A fresh, never-registered account. */
export function newAccount(label = 'learner'): Account {
  const id = randomUUID().slice(0, 8);
  return {
    name: `E2E ${label} ${id}`,
    email: `e2e-${label}-${id}@example.test`,
    password: `pw-${id}-secret`,
  };
}

type OutboxMessage = { to: string; subject: string; text: string; code: string | null; createdAt: string };

/** The newest one-time code the dev outbox holds for `email` (newer than `after`, if given). */
export async function readOtp(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mail.json');
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const message = messages.find(
          (entry) => entry.to.toLowerCase() === email.toLowerCase() && (!after || entry.createdAt > after),
        );
        code = message?.code ?? null;
        return code;
      },
      { message: `a one-time code e-mailed to ${email}`, timeout: 5_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Logs in through the API; the session cookie lands in the page's browser context. */
export async function loginViaApi(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
): Promise<PublicUser> {
  const response = await page.request.post(`${API_BASE}/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { user: PublicUser; requiresOTP?: boolean };
  expect(body.requiresOTP ?? false).toBe(false);
  return body.user;
}

/** Registers an account through the API (unverified; a code is e-mailed). */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post(`${API_BASE}/auth/register`, {
    data: { ...account, acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Registers and verifies a fresh account through the API. Verifying opens a session, so with
 * `page.request` the page's browser context is logged in; with the `request` fixture it is not.
 */
export async function createVerifiedUser(request: APIRequestContext, label?: string): Promise<Account> {
  const account = newAccount(label);
  await registerViaApi(request, account);
  const otp = await readOtp(request, account.email);
  const response = await request.post(`${API_BASE}/auth/verify-otp`, { data: { email: account.email, otp } });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Fills and submits the login form. */
export async function loginViaUi(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

/** The current path plus query, for URL assertions. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The body of POST /problems/create-problem, as the admin samples hold it. */
export type ProblemBody = {
  title: string;
  description: string;
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  tags: string[];
  constraints: string;
  hints: string[];
  editorial: string;
  examples: Record<string, { input: string; output: string; explanation?: string }>;
  testCases: { input: string; output: string; hidden?: boolean }[];
  codeSnippet: Record<'JAVASCRIPT' | 'PYTHON' | 'JAVA', string>;
  referenceSolution: Record<'JAVASCRIPT' | 'PYTHON' | 'JAVA', string>;
};

/** Creates a problem as the demo admin (the server judges its reference solutions first); returns its id. */
export async function createProblemAsAdmin(request: APIRequestContext, body: ProblemBody): Promise<string> {
  const login = await request.post(`${API_BASE}/auth/login`, {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const response = await request.post(`${API_BASE}/problems/create-problem`, { data: body, timeout: 60_000 });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  return data.id;
}

/** Deletes a problem as whoever `request` is logged in as (cleanup; a missing problem is fine). */
export async function deleteProblem(request: APIRequestContext, id: string): Promise<void> {
  await request.delete(`${API_BASE}/problems/delete-problem/${id}`);
}

/**
 * Replaces the whole text of the CodeMirror editor inside `testId` as typed input (one insertion,
 * so the editor's auto-indent and bracket closing leave the text as given).
 */
export async function typeInEditor(page: Page, testId: string, code: string): Promise<void> {
  const editor = page.getByTestId(testId);
  await expect(editor).toHaveAttribute('data-ready', 'true');
  const content = editor.locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** The text of the CodeMirror editor inside `testId`. */
export async function editorText(page: Page, testId: string): Promise<string> {
  const editor = page.getByTestId(testId);
  await expect(editor).toHaveAttribute('data-ready', 'true');
  return editor
    .locator('.cm-content')
    .evaluate((node) =>
      Array.from(node.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'),
    );
}

/**
 * Holds every request matching `url` until `release()` is called, so a busy state can be seen
 * however slowly the machine runs (a fixed delay raced the assertion on a loaded CI machine).
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}
