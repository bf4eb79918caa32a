import { WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { DEMO_LEARNER, holdRequests, loginViaUi, pathOf } from '../support/helpers.ts';

test('after logging in, a visitor lands on the page they asked for', async ({ page }) => {
  await page.goto('/leaderboard?month=3#top');
  await expect(page).toHaveURL(/\/login$/);

  // Wait a moment on the login call to see the busy label.
  const login = await holdRequests(page, '**/api/v1/auth/login');
  await loginViaUi(page, DEMO_LEARNER);
  await expect(page.getByTestId('login-submit')).toHaveText(WEB.login.submitting);
  login.release();

  await expect(page).toHaveURL(/\/leaderboard\?month=3#top$/);
  expect(pathOf(page)).toBe('/leaderboard?month=3');
  await expect(page.getByRole('heading', { name: WEB.pages.leaderboard })).toBeVisible();

  // The login entry was replaced: going back does not show the login screen again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});
