import { CLIENT, VALIDATION, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { DEMO_LEARNER, loginViaUi, newAccount } from '../support/helpers.ts';

test('login maps server errors to the messages of the spec, on the right field', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('auth-panel-title')).toHaveText(WEB.login.panelTitle);

  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-email-error')).toHaveText(VALIDATION.email);
  await expect(page.getByTestId('login-password-error')).toHaveText(VALIDATION.passwordMin);

  await loginViaUi(page, { email: newAccount('ghost').email, password: 'whatever1' });
  await expect(page.getByTestId('login-email-error')).toHaveText(CLIENT.login.notFound);

  await loginViaUi(page, { email: DEMO_LEARNER.email, password: 'wrong-password' });
  await expect(page.getByTestId('login-password-error')).toHaveText(CLIENT.login.invalidPassword);
  await expect(page.getByTestId('login-email-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('the side panel cycles through three code snippets every two seconds', async ({ page }) => {
  await page.goto('/login');
  const snippet = page.getByTestId('auth-snippet');
  await expect(snippet).toHaveAttribute('data-snippet-index', '0');
  await expect(snippet).toHaveAttribute('data-snippet-index', '1', { timeout: 3_000 });
  await expect(snippet).toHaveAttribute('data-snippet-index', '2', { timeout: 3_000 });
  await expect(snippet).toHaveAttribute('data-snippet-index', '0', { timeout: 3_000 });
});
