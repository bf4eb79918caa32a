import AxeBuilder from '@axe-core/playwright';
import { API_BASE, LEARNING_WEB } from '@codedojo/shared';
import { expect, type Page, test } from '@playwright/test';
import { createVerifiedUser, DEMO_ADMIN, loginViaApi } from '../support/helpers.ts';
import {
  adminContext,
  type CreatedProblem,
  createProblem,
  deleteProblemAsAdmin,
  solve,
} from '../support/progress-helpers.ts';

/** Serious and critical axe violations on the page as it stands, described for the report. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

async function expectAccessible(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Soft: one run reports every route's violations.
  expect.soft(await seriousViolations(page), `${path}`).toEqual([]);
}

let problem: CreatedProblem;

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await adminContext(playwright.request, baseURL ?? '');
  problem = await createProblem(admin, { label: 'E2E A11y', difficulty: 'MEDIUM', operation: 'product' });
  await admin.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await adminContext(playwright.request, baseURL ?? '');
  await deleteProblemAsAdmin(admin, problem.id);
  await admin.dispose();
});

test('public routes have no serious or critical axe violations', async ({ page }) => {
  await expectAccessible(page, '/login', 'login-form');
  await expectAccessible(page, '/signup', 'skip-link');
  await expectAccessible(page, '/terms', 'skip-link');
  await expectAccessible(page, '/privacy', 'skip-link');
});

for (const look of ['dark', 'light'] as const) {
  test(`every learner route passes axe in the ${look} theme`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: look });
    await createVerifiedUser(page.request, `axe-${look}`);
    await solve(page.request, problem);
    const created = await page.request.post(`${API_BASE}/playlist/create-playlist`, {
      data: { name: `A11y ${look}`, description: 'Checked by axe' },
    });
    const playlistId = ((await created.json()) as { data: { id: string } }).data.id;
    await page.request.post(`${API_BASE}/playlist/${playlistId}/add-problem`, {
      data: { problemIds: [problem.id] },
    });

    await expectAccessible(page, '/', 'daily-card');
    await expectAccessible(page, '/problems', 'problem-row');
    await expectAccessible(page, `/problems/${problem.id}`, 'code-editor');
    await page.getByTestId('tab-solutions').click();
    await expect(page.getByTestId('solutions-open')).toBeVisible();
    expect.soft(await seriousViolations(page), 'solutions tab').toEqual([]);
    await expectAccessible(page, `/problems/${problem.id}/compare`, 'compare-picker');
    await expectAccessible(page, '/profile', 'profile-by-difficulty');
    await expectAccessible(page, '/playlists', 'page-playlists');
    await expectAccessible(page, `/playlists/${playlistId}`, 'page-playlist-detail');
    await expectAccessible(page, `/playlists/${playlistId}/edit`, 'page-playlist-edit');
    await expectAccessible(page, `/playlists/${playlistId}/practice`, 'page-playlist-practice');
    await expectAccessible(page, '/leaderboard', 'page-leaderboard');
  });
}

test('admin routes pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  await loginViaApi(page, DEMO_ADMIN);
  await expectAccessible(page, '/add-problem', 'page-add-problem');
  await expectAccessible(page, '/update-problem', 'page-update-problem');
  await expectAccessible(page, '/delete-problem', 'page-delete-problem');
});

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await createVerifiedUser(page.request, 'skip');
  await page.goto('/');
  await expect(page.getByTestId('daily-card')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText(LEARNING_WEB.skipLink);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the editor is left with Escape then Tab, and ? lists its shortcuts', async ({ page }) => {
  await createVerifiedUser(page.request, 'keys');
  await page.goto(`/problems/${problem.id}`);
  const editor = page.getByTestId('code-editor');
  await expect(editor).toHaveAttribute('data-ready', 'true');
  await editor.locator('.cm-content').click();
  // Tab alone indents inside the editor…
  await page.keyboard.press('Tab');
  await expect(editor.locator('.cm-content')).toBeFocused();
  // …Escape then Tab moves on to the next control.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor.locator('.cm-content')).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // `?` typed in the editor is text; outside it opens the shortcuts dialog.
  await page.getByTestId('problem-title').click();
  await page.keyboard.press('?');
  const dialog = page.getByTestId('shortcuts-dialog');
  await expect(dialog.getByRole('heading', { name: LEARNING_WEB.shortcutsTitle })).toBeVisible();
  await expect(dialog).toContainText(LEARNING_WEB.shortcutLeave);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('heading')).toHaveCount(0);
  await page.getByRole('button', { name: LEARNING_WEB.shortcutsButton }).click();
  await expect(dialog.getByRole('heading', { name: LEARNING_WEB.shortcutsTitle })).toBeVisible();
});
