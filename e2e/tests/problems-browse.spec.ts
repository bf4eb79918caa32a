import { randomUUID } from 'node:crypto';
import { fillTemplate, PROBLEMS_WEB } from '@codedojo/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { palindromeSample } from '../../apps/web/src/features/admin/samples/palindrome.ts';
import { createProblemAsAdmin, DEMO_LEARNER, deleteProblem, loginViaApi } from '../support/helpers.ts';

const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const tag = `tag-${randomUUID().slice(0, 8)}`;
const title = `Valid Palindrome ${randomUUID().slice(0, 8)}`;
const tags = [...palindromeSample.tags, 'arrays', tag];
let admin: APIRequestContext;
let problemId: string;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL });
  problemId = await createProblemAsAdmin(admin, { ...palindromeSample, title, tags, difficulty: 'MEDIUM' });
});

test.afterAll(async () => {
  await deleteProblem(admin, problemId);
  await admin.dispose();
});

test('the problems list searches titles and tags, filters, shows +N tags, previews and stats', async ({
  page,
}) => {
  await loginViaApi(page, DEMO_LEARNER);
  await page.goto('/problems');
  await expect(page.getByTestId('problem-row').first()).toBeVisible();
  const total = await page.getByTestId('problem-row').count();
  await expect(page.getByTestId('stat-total')).toHaveText(String(total));

  // Search matches a tag, case-insensitively.
  await page.getByTestId('problems-search').fill(tag.toUpperCase());
  const row = page.getByTestId('problem-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('problem-link')).toHaveText(title);
  await expect(row.getByTestId('problem-tags')).toContainText(`+${tags.length - 3}`);
  await expect(row.getByTestId('difficulty-badge')).toHaveText(PROBLEMS_WEB.medium);
  await expect(row.getByTestId('problem-status')).toHaveText(PROBLEMS_WEB.notAttempted);
  const preview = await row.getByTestId('problem-preview').textContent();
  expect(preview?.length).toBeLessThanOrEqual(103);
  expect(preview?.endsWith('...')).toBe(true);

  // Filters narrow it away: Easy difficulty, then Solved status.
  await page.getByTestId('problems-difficulty').selectOption('EASY');
  await expect(page.getByTestId('problems-empty')).toHaveText(PROBLEMS_WEB.empty);
  await page.getByTestId('problems-difficulty').selectOption('MEDIUM');
  await expect(row).toHaveCount(1);
  await page.getByTestId('problems-status').selectOption('SOLVED');
  await expect(page.getByTestId('problems-empty')).toBeVisible();
  await page.getByTestId('problems-status').selectOption('UNSOLVED');
  await expect(row).toHaveCount(1);

  await row.getByTestId('problem-link').click();
  await expect(page).toHaveURL(new RegExp(`/problems/${problemId}$`));
});

test('the detail page shows the statement, examples, constraints and hints revealed one by one', async ({
  page,
}) => {
  await loginViaApi(page, DEMO_LEARNER);
  await page.goto(`/problems/${problemId}`);
  await expect(page.getByTestId('problem-title')).toHaveText(title);
  const description = page.getByTestId('description-tab');
  await expect(description.getByRole('heading', { name: 'Input' })).toBeVisible();
  await expect(description.locator('strong', { hasText: 'palindrome' })).toBeVisible();
  // The three per-language examples are identical: shown once.
  await expect(page.getByTestId('problem-example')).toHaveCount(1);
  await expect(page.getByTestId('problem-example')).toContainText(palindromeSample.examples.JAVASCRIPT.input);
  await expect(page.getByTestId('problem-constraints')).toContainText('1 <= s.length');

  const hintsTab = page.getByTestId('tab-hints');
  await expect(hintsTab).toHaveText(`${PROBLEMS_WEB.tabHints} (${palindromeSample.hints.length})`);
  await hintsTab.click();
  await expect(page.getByTestId('hint')).toHaveCount(palindromeSample.hints.length);
  await expect(page.getByTestId('hint-body')).toHaveCount(0);
  await page.getByTestId('hint-toggle').first().click();
  await expect(page.getByTestId('hint-body')).toHaveText(palindromeSample.hints[0] ?? '');
  await expect(page.getByTestId('hint-toggle').first()).toHaveText(PROBLEMS_WEB.hide);
  await page.getByTestId('hint-toggle').nth(1).click();
  await expect(page.getByTestId('hint-body')).toHaveCount(2);
  await page.getByTestId('hint-toggle').first().click();
  await expect(page.getByTestId('hint-body')).toHaveCount(1);
  await expect(page.getByTestId('hint-toggle').first()).toHaveText(PROBLEMS_WEB.reveal);

  await page.getByTestId('tab-output').click();
  await expect(page.getByText(PROBLEMS_WEB.noOutput)).toBeVisible();
  await expect(page.getByText(fillTemplate(PROBLEMS_WEB.hiddenTestCount, { n: 3 }))).toBeVisible();
});

test('an unknown or malformed problem id shows the not-found view', async ({ page }) => {
  await loginViaApi(page, DEMO_LEARNER);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    await page.goto(`/problems/${id}`);
    await expect(page.getByRole('heading', { name: PROBLEMS_WEB.notFoundTitle })).toBeVisible();
    await expect(page.getByText(PROBLEMS_WEB.notFoundText)).toBeVisible();
  }
});

test('the editor is fetched only on the problem page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await loginViaApi(page, DEMO_LEARNER);
  await page.goto('/problems');
  await expect(page.getByTestId('problem-row').first()).toBeVisible();
  const before = scripts.length;
  expect(scripts.some((path) => /\/setup-/.test(path))).toBe(false);
  await page.goto(`/problems/${problemId}`);
  await expect(page.getByTestId('code-editor')).toHaveAttribute('data-ready', 'true');
  expect(scripts.slice(before).some((path) => /\/setup-/.test(path))).toBe(true);
});
