import { API_BASE, LEADERBOARD_WEB, PLAYLISTS_WEB, PROFILE_WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/helpers.ts';

const fail = { status: 500, contentType: 'application/json', body: '{"success":false,"error":"boom"}' };

test('failed calls degrade: the profile, the leaderboard and the playlists say so', async ({ page }) => {
  await createVerifiedUser(page.request, 'progress-errors');

  // Profile: the stats call fails; the page still shows what it has, and says so.
  await page.route(`**${API_BASE}/users/me/stats`, (route) => route.fulfill(fail));
  await page.goto('/profile');
  await expect(page.getByTestId('profile-partial')).toHaveText(PROFILE_WEB.loadFailed);
  await expect(page.getByTestId('profile-stat-submissions-value')).toHaveText('0');
  await page.getByRole('tab', { name: PROFILE_WEB.tabSubmissions }).click();
  await expect(page.getByTestId('profile-submissions-empty')).toContainText(PROFILE_WEB.noSubmissions);
  await expect(page.getByRole('link', { name: PROFILE_WEB.browseProblems })).toHaveAttribute(
    'href',
    '/problems',
  );

  // Leaderboard: the error toast and a retry that works once the server answers again.
  await page.route(`**${API_BASE}/leaderboard/monthly*`, (route) => route.fulfill(fail));
  await page.goto('/leaderboard');
  await expect(page.getByTestId('leaderboard-error')).toContainText(LEADERBOARD_WEB.loadFailed);
  await page.unroute(`**${API_BASE}/leaderboard/monthly*`);
  await page.getByRole('button', { name: LEADERBOARD_WEB.retry }).click();
  await expect(page.getByTestId('leaderboard-table')).toBeVisible();

  // Playlists: the list fails to load.
  await page.route(`**${API_BASE}/playlist`, (route) => route.fulfill(fail));
  await page.goto('/playlists');
  await expect(page.getByText(PLAYLISTS_WEB.fetchFailed)).toBeVisible();

  // A playlist that fails to load (not a 404) sends the user back to /playlists.
  await page.unroute(`**${API_BASE}/playlist`);
  await page.route(`**${API_BASE}/playlist/*`, (route) => route.fulfill(fail));
  await page.goto('/playlists/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(PLAYLISTS_WEB.fetchOneFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/playlists$/);
});
