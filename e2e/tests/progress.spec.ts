import { DASHBOARD_WEB, fillTemplate, LEADERBOARD_WEB, PROFILE_WEB, TIME_WEB, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/helpers.ts';
import {
  adminContext,
  createProblem,
  deleteProblemAsAdmin,
  solve,
  submitPython,
} from '../support/progress-helpers.ts';

test('after solving two problems, the dashboard, the profile tabs and the leaderboard show them', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminContext(playwright.request, baseURL ?? '');
  const easy = await createProblem(admin, { label: 'E2E Sum', difficulty: 'EASY', operation: 'sum' });
  const medium = await createProblem(admin, {
    label: 'E2E Product',
    difficulty: 'MEDIUM',
    operation: 'product',
  });
  const doomed = await createProblem(admin, { label: 'E2E Doomed', difficulty: 'HARD', operation: 'sum' });

  const learner = await createVerifiedUser(page.request, 'progress');

  // Before any submission: empty states.
  await page.goto('/');
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(
    fillTemplate(WEB.dashboard.greeting, { name: learner.name }),
  );
  await expect(page.getByTestId('recent-empty')).toHaveText(DASHBOARD_WEB.noSubmissions);
  await expect(page.getByTestId('tile-solved-value')).toHaveText('0');
  await expect(page.getByTestId('problems-badge')).toHaveText(/^\d+\+ Problems$/);

  // A wrong answer on a problem that is deleted afterwards, then two accepted solutions.
  expect(await submitPython(page.request, doomed.id, 'print(0)\n')).toBe('Wrong Answer');
  await deleteProblemAsAdmin(admin, doomed.id);
  await solve(page.request, easy);
  await solve(page.request, medium);
  await admin.dispose();
  // A second learner solves one, so the leaderboard has at least two rows.
  const rival = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await createVerifiedUser(rival, 'rival');
  await solve(rival, easy);
  await rival.dispose();

  // Dashboard.
  await page.reload();
  await expect(page.getByTestId('tile-solved-value')).toHaveText('2');
  await expect(page.getByTestId('tile-recent-value')).toHaveText('3');
  await expect(page.getByTestId('overview-solved-value')).toHaveText('2');
  const recent = page.getByTestId('recent-item');
  await expect(recent).toHaveCount(3);
  await expect(recent.nth(0)).toContainText(medium.title);
  await expect(recent.nth(0)).toContainText('Accepted');
  await expect(recent.nth(0)).toContainText(TIME_WEB.justNow);
  await expect(recent.nth(1)).toContainText(easy.title);
  await expect(recent.nth(2)).toContainText(fillTemplate(PROFILE_WEB.unknownProblem, { id: doomed.id }));
  await expect(recent.nth(2)).toContainText('Wrong Answer');
  await expect(page.getByTestId('top-coders')).toBeVisible();

  // Profile: header, stat cards, heatmap and the three tabs.
  await page.getByRole('link', { name: DASHBOARD_WEB.actionProfile }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-header-name')).toHaveText(learner.name);
  await expect(page.getByTestId('profile-week-count')).toHaveText(
    fillTemplate(PROFILE_WEB.submissionsThisWeek, { n: 3 }),
  );
  await expect(page.getByTestId('profile-member-since')).toContainText(PROFILE_WEB.memberSince);
  await expect(page.getByTestId('profile-admin-badge')).toHaveCount(0);
  await expect(page.getByTestId('profile-stat-solved-value')).toHaveText('2');
  await expect(page.getByTestId('profile-stat-submissions-value')).toHaveText('3');
  await expect(page.getByTestId('profile-stat-success-value')).toHaveText('66.7%');
  await expect(page.getByTestId('heatmap-streak')).toContainText(
    fillTemplate(PROFILE_WEB.streakDay, { n: 1 }),
  );
  await expect(page.getByTestId('heatmap-active-day')).toHaveCount(1);
  await expect(page.getByTestId('profile-difficulty-easy')).toContainText('1 · 50%');
  await expect(page.getByTestId('profile-difficulty-medium')).toContainText('1 · 50%');
  await expect(page.getByTestId('profile-language-python')).toContainText('3 · 100%');

  await page.getByRole('tab', { name: PROFILE_WEB.tabSubmissions }).click();
  const rows = page.getByTestId('profile-submission-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(medium.title);
  await expect(rows.nth(0)).toContainText(TIME_WEB.justNow);
  await expect(rows.nth(2)).toContainText(fillTemplate(PROFILE_WEB.unknownProblem, { id: doomed.id }));
  await expect(rows.nth(0).getByRole('link', { name: medium.title })).toHaveAttribute(
    'href',
    `/problems/${medium.id}`,
  );
  // Each submission opens its source code, read-only.
  await rows.nth(1).getByTestId('profile-view-code').click();
  const modal = page.getByTestId('submission-code-modal');
  await expect(modal.getByRole('heading')).toContainText(easy.title);
  await expect(modal.getByTestId('submission-code')).toContainText('print(a + b)');
  await page.keyboard.press('Escape');
  await expect(modal.getByTestId('submission-code')).toHaveCount(0);

  await page.getByRole('tab', { name: PROFILE_WEB.tabSolved }).click();
  const cards = page.getByTestId('profile-solved-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('profile-solved-list')).toContainText(easy.title);
  await expect(page.getByTestId('profile-solved-list')).toContainText(medium.title);

  // The edit form stays reachable from the profile.
  await page.getByTestId('profile-edit-button').click();
  await expect(page.getByTestId('profile-form')).toBeInViewport();

  // Leaderboard: this month shows the learner (Easy 1 + Medium 3 = 4 points); last month has no data.
  await page.getByTestId('nav-link-leaderboard').click();
  await expect(page.getByRole('heading', { name: WEB.pages.leaderboard })).toBeVisible();
  await expect(page.getByText(LEADERBOARD_WEB.subtitle)).toBeVisible();
  const mine = page.getByTestId('leaderboard-row').filter({ hasText: learner.name });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('leaderboard-score')).toHaveText('4');
  await expect(mine.getByTestId('leaderboard-solved')).toHaveText('2');
  await expect(mine.getByTestId('leaderboard-breakdown')).toHaveText('1/1/0');
  await expect(mine).toHaveAttribute('aria-current', 'true');
  const board = page.getByTestId('leaderboard-row');
  await expect(board.first().getByTestId('rank-medal')).toBeVisible();
  // Rows animate one after another, 0.05 s apart.
  await expect(board.nth(0)).toHaveCSS('animation-delay', '0s');
  await expect(board.nth(1)).toHaveCSS('animation-delay', '0.05s');

  await page.getByTestId('month-previous').click();
  await expect(page).toHaveURL(/month=\d+&year=\d+/);
  await expect(page.getByTestId('leaderboard-empty')).toHaveText(LEADERBOARD_WEB.empty);
  await page.getByTestId('month-current').click();
  await expect(page.getByTestId('leaderboard-row').filter({ hasText: learner.name })).toHaveCount(1);
});
