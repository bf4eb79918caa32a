import { SERVER, VALIDATION, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/helpers.ts';

test('the navbar highlights the active link; Home only on the exact root', async ({ page }) => {
  await createVerifiedUser(page.request, 'nav');
  await page.goto('/');
  const home = page.getByTestId('nav-link-home');
  const problems = page.getByTestId('nav-link-problems');
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(problems).not.toHaveAttribute('aria-current', 'page');

  await problems.click();
  await expect(page).toHaveURL(/\/problems$/);
  await expect(problems).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/problems/123');
  await expect(problems).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveAttribute('aria-current', 'page');

  // The navbar stays on top while scrolling.
  await expect(page.getByTestId('navbar')).toHaveCSS('position', 'sticky');
});

test('a user edits their name and avatar on /profile and the navbar follows', async ({ page }) => {
  const account = await createVerifiedUser(page.request, 'profile');
  await page.goto('/');
  // No image yet: the local default avatar.
  const navbarAvatar = page.getByTestId('user-menu-button').getByTestId('avatar-img');
  await expect(navbarAvatar).toHaveAttribute('src', /^\/assets\/default-avatar.*\.svg$|^data:image\/svg/);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('link', { name: WEB.nav.myProfile }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(account.email);

  const name = page.getByLabel(WEB.profileForm.name);
  await expect(name).toHaveValue(account.name);
  await name.fill('ab');
  await expect(page.getByText(VALIDATION.nameMin)).toBeVisible();
  await page.getByLabel(WEB.profileForm.image).fill('ftp://example.com/a.png');
  await expect(page.getByText(VALIDATION.imageUrl)).toBeVisible();

  const newName = `${account.name} Renamed`;
  await name.fill(newName);
  await page.getByLabel(WEB.profileForm.image).fill('');
  await page.getByRole('button', { name: WEB.profileForm.save }).click();
  await expect(page.getByText(SERVER.profileUpdated)).toBeVisible();
  await expect(page.getByTestId('navbar-user-name')).toHaveText(newName);

  await page.reload();
  await expect(page.getByTestId('navbar-user-name')).toHaveText(newName);
});
