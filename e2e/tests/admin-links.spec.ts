import { WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, loginViaApi } from '../support/helpers.ts';

const ADMIN_LINKS = [
  { label: WEB.nav.addProblem, path: '/add-problem', heading: WEB.pages.addProblem },
  { label: WEB.nav.updateProblem, path: '/update-problem', heading: WEB.pages.updateProblem },
  { label: WEB.nav.deleteProblem, path: '/delete-problem', heading: WEB.pages.deleteProblem },
];

test('an admin sees the Admin Panel links in the user menu and the mobile menu, and can open them', async ({
  page,
}) => {
  await loginViaApi(page, DEMO_ADMIN);
  await page.goto('/');
  for (const link of ADMIN_LINKS) {
    await page.getByTestId('user-menu-button').click();
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByText(WEB.nav.adminPanel)).toBeVisible();
    await menu.getByRole('link', { name: link.label }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(page.getByRole('heading', { name: link.heading })).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: WEB.nav.toggleMenu }).click();
  const mobile = page.getByTestId('mobile-menu');
  await expect(mobile.getByText(WEB.nav.adminPanel)).toBeVisible();
  for (const link of ADMIN_LINKS) await expect(mobile.getByRole('link', { name: link.label })).toBeVisible();
  await mobile.getByRole('link', { name: WEB.nav.addProblem }).click();
  await expect(page).toHaveURL(/\/add-problem$/);
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
});

test('a learner sees no admin links anywhere', async ({ page }) => {
  await loginViaApi(page, DEMO_LEARNER);
  await page.goto('/');
  await page.getByTestId('user-menu-button').click();
  const menu = page.getByTestId('user-menu');
  await expect(menu.getByRole('link', { name: WEB.nav.myProfile })).toBeVisible();
  await expect(menu.getByText(WEB.nav.adminPanel)).toHaveCount(0);
  for (const label of [WEB.nav.addProblem, WEB.nav.updateProblem, WEB.nav.deleteProblem]) {
    await expect(page.getByRole('link', { name: label })).toHaveCount(0);
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: WEB.nav.toggleMenu }).click();
  const mobile = page.getByTestId('mobile-menu');
  await expect(mobile.getByRole('link', { name: WEB.nav.problems })).toBeVisible();
  await expect(mobile.getByText(WEB.nav.adminPanel)).toHaveCount(0);
});
