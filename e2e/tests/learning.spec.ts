import { fillTemplate, LEARNING_WEB } from '@codedojo/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/helpers.ts';
import {
  adminContext,
  type CreatedProblem,
  createProblem,
  deleteProblemAsAdmin,
  solutionFor,
  submitPython,
} from '../support/progress-helpers.ts';

const EDITORIAL = [
  '## Approach',
  'Add **a** and `b`.',
  '<img src=x onerror="window.__pwned=1"> <b>raw</b>',
].join('\n');

let admin: APIRequestContext;
let problem: CreatedProblem;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await adminContext(playwright.request, baseURL ?? '');
  problem = await createProblem(admin, { label: 'E2E Learn', difficulty: 'EASY', operation: 'sum' });
  // The editorial (with raw HTML that must stay text) goes in through the admin update call.
  const current = await admin.get(`/api/v1/problems/get-problem/${problem.id}`);
  const { data } = (await current.json()) as { data: Record<string, unknown> };
  const update = await admin.put(`/api/v1/problems/update-problem/${problem.id}`, {
    data: {
      title: data.title,
      description: data.description,
      difficulty: data.difficulty,
      tags: data.tags,
      constraints: data.constraints,
      hints: [],
      editorial: EDITORIAL,
      examples: data.examples,
      testCases: data.testCases,
      codeSnippet: data.codeSnippet,
      referenceSolution: data.referenceSolution,
    },
    timeout: 90_000,
  });
  expect(update.status(), await update.text()).toBe(200);
});

test.afterAll(async () => {
  await deleteProblemAsAdmin(admin, problem.id);
  await admin.dispose();
});

test('the Solutions tab is locked, reveals on confirmation and renders the editorial as text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createVerifiedUser(page.request, 'reveal');
  await page.goto(`/problems/${problem.id}`);
  await page.getByTestId('tab-solutions').click();
  await expect(page.getByTestId('solutions-locked')).toContainText(LEARNING_WEB.lockedTitle);
  await page.getByTestId('reveal-solutions').click();
  await expect(page.getByTestId('confirm-message')).toHaveText(LEARNING_WEB.revealConfirmText);
  await page.getByTestId('confirm-accept').click();

  await expect(page.getByTestId('revealed-badge')).toHaveText(LEARNING_WEB.revealedBadge);
  const editorial = page.getByTestId('editorial');
  await expect(editorial.getByRole('heading', { name: 'Approach' })).toBeVisible();
  await expect(editorial.locator('strong')).toHaveText('a');
  await expect(editorial).toContainText('<b>raw</b>');
  await expect(editorial.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  const code = page.getByTestId('solution-code');
  await expect(code).toHaveAttribute('data-ready', 'true');
  await expect(code.locator('.cm-content')).toContainText('console.log(a + b)');
  await page.getByTestId('solution-lang-PYTHON').click();
  await expect(code.locator('.cm-content')).toContainText('print(a + b)');
  await page.getByTestId('solution-lang-JAVA').click();
  await expect(code.locator('.cm-content')).toContainText('System.out.println(a + b)');

  await page.goto('/profile');
  await expect(page.getByTestId('revealed-list')).toContainText(problem.title);
});

test('after an Accepted submission: solutions open, streak on the dashboard, compare two submissions', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await createVerifiedUser(page.request, 'solver');
  expect(
    await submitPython(page.request, problem.id, 'a, b = map(int, input().split())\nprint(a - b)\n'),
  ).toBe('Wrong Answer');
  expect(await submitPython(page.request, problem.id, solutionFor('sum').PYTHON)).toBe('Accepted');

  await page.goto(`/problems/${problem.id}`);
  await page.getByTestId('tab-solutions').click();
  await expect(page.getByTestId('solutions-open')).toBeVisible();
  await expect(page.getByTestId('revealed-badge')).toHaveCount(0);

  await page.goto('/');
  const daily = page.getByTestId('daily-card');
  await expect(daily.getByTestId('daily-problem')).not.toBeEmpty();
  await expect(daily.getByTestId('streak-current')).toHaveText(
    fillTemplate(LEARNING_WEB.streakDay, { n: 1 }),
  );
  await expect(page.getByTestId('review-queue')).toContainText(
    fillTemplate(LEARNING_WEB.reviewTitle, { n: 0 }),
  );

  await page.goto(`/problems/${problem.id}`);
  await page.getByTestId('tab-submissions').click();
  await page.getByTestId('compare-link').click();
  await expect(page.getByTestId('page-compare')).toBeVisible();
  const picks = page.getByTestId('compare-pick');
  await expect(picks).toHaveCount(2);
  await expect(page.getByTestId('compare-button')).toBeDisabled();
  await picks.nth(0).check();
  await picks.nth(1).check();
  await page.getByTestId('compare-button').click();
  await expect(page.getByTestId('diff-row-removed-added')).toHaveCount(1);
  await expect(page.getByTestId('diff-row-removed-added')).toContainText('print(a - b)');
  await expect(page.getByTestId('diff-row-removed-added')).toContainText('print(a + b)');
  const rows = page.getByTestId('compare-test-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Wrong Answer');
  await expect(rows.first()).toContainText('Accepted');
});

test('the theme switches between light, dark and system, is remembered, and the editor follows', async ({
  page,
}) => {
  await createVerifiedUser(page.request, 'theme');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/problems/${problem.id}`);
  const html = page.locator('html');
  await expect(page.getByTestId('theme-select')).toHaveValue('system');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByTestId('code-editor')).toHaveAttribute('data-theme-look', 'light');

  await page.getByTestId('theme-select').selectOption('dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('code-editor')).toHaveAttribute('data-theme-look', 'dark');
  await page.reload();
  await expect(page.getByTestId('theme-select')).toHaveValue('dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByTestId('theme-select').selectOption('system');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-select').selectOption('light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByTestId('code-editor')).toHaveAttribute('data-theme-look', 'light');
});
