import { CLIENT, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { DEMO_LEARNER, holdRequests, loginViaApi, pathOf } from '../support/helpers.ts';

const PROTECTED = [
  '/',
  '/problems',
  '/problems/42',
  '/profile',
  '/playlists',
  '/playlists/7',
  '/playlists/7/edit',
  '/playlists/7/practice',
  '/leaderboard',
  '/add-problem',
  '/update-problem',
  '/delete-problem',
];

test('a logged-out visitor is sent to /login from every protected route and from unknown paths', async ({
  page,
}) => {
  for (const path of [...PROTECTED, '/no-such-page', '/problems/1/nope']) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  }
  // /signup, /terms and /privacy stay reachable.
  for (const path of ['/signup', '/terms', '/privacy']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test("the start-up session check shows 'Checking authentication...'", async ({ page }) => {
  const check = await holdRequests(page, '**/api/v1/auth/me');
  await page.goto('/problems', { waitUntil: 'commit' });
  await expect(page.getByText(CLIENT.checkingAuth)).toBeVisible();
  check.release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(CLIENT.checkingAuth)).toHaveCount(0);
});

test('a logged-in learner is sent away from /login, /signup, unknown paths and the admin screens', async ({
  page,
}) => {
  await loginViaApi(page, DEMO_LEARNER);
  for (const path of [
    '/login',
    '/signup',
    '/no-such-page',
    '/add-problem',
    '/update-problem',
    '/delete-problem',
  ]) {
    await page.goto(path);
    await expect(page, `${path} redirects to /`).toHaveURL(/\/$/);
    await expect(page.getByTestId('page-dashboard')).toBeVisible();
  }
  for (const path of PROTECTED.filter(
    (p) => !['/add-problem', '/update-problem', '/delete-problem'].includes(p),
  )) {
    await page.goto(path);
    expect(pathOf(page)).toBe(path);
    await expect(page.getByTestId('navbar')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: WEB.pages.leaderboard })).toBeVisible();
});
