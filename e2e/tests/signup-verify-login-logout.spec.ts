import { CLIENT, SERVER, VALIDATION, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { DEMO_LEARNER, holdRequests, loginViaUi, newAccount, readOtp } from '../support/helpers.ts';

test('a new learner signs up, verifies the e-mailed code, logs in, sees their name and logs out', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/signup');
  await expect(page.getByTestId('auth-panel-title')).toHaveText(WEB.signup.panelTitle);

  await page.getByLabel(WEB.auth.fullName).fill(account.name);
  await page.getByLabel(WEB.auth.email).fill(account.email);
  await page.getByLabel(WEB.auth.password, { exact: true }).fill(account.password);
  await page.getByTestId('signup-terms').check();
  await page.getByRole('button', { name: WEB.signup.submit }).click();

  await expect(page.getByRole('heading', { name: WEB.signup.successTitle })).toBeVisible();
  await expect(page.getByTestId('auth-panel-title')).toHaveText(WEB.signup.panelDoneTitle);
  await expect(page.getByText(SERVER.registered)).toBeVisible();
  await expect(page.getByRole('heading', { name: WEB.otp.codeTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: WEB.signup.backToSignup })).toBeVisible();

  const code = await readOtp(page.request, account.email);
  await page.getByLabel(WEB.otp.codeLabel).fill(code);
  await page.getByRole('button', { name: WEB.otp.verifyOtp }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-flash')).toHaveText(CLIENT.verifiedCanLogin);
  await expect(page.getByTestId('login-email')).toHaveValue(account.email);
  // Verifying during sign-up does not log in: the user logs in next.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);

  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(SERVER.loggedIn)).toBeVisible();
  await expect(page.getByTestId('navbar-user-name')).toHaveText(account.name);

  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-name')).toHaveText(account.name);
  await expect(page.getByTestId('user-menu-email')).toHaveText(account.email);
  await page.getByRole('button', { name: WEB.nav.logout }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(SERVER.loggedOut)).toBeVisible();
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up validates as the user types and links to real terms and privacy pages', async ({
  page,
  context,
}) => {
  await page.goto('/signup');
  await page.getByLabel(WEB.auth.fullName).fill('ab');
  await expect(page.getByText(VALIDATION.nameMin)).toBeVisible();
  await page.getByLabel(WEB.auth.fullName).fill('abc');
  await expect(page.getByText(VALIDATION.nameMin)).toHaveCount(0);

  await page.getByLabel(WEB.auth.email).fill('not-an-email');
  await expect(page.getByText(VALIDATION.email)).toBeVisible();
  await page.getByLabel(WEB.auth.password, { exact: true }).fill('123');
  await expect(page.getByText(VALIDATION.passwordMin)).toBeVisible();

  const password = page.getByLabel(WEB.auth.password, { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: WEB.auth.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: WEB.auth.hidePassword }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: WEB.signup.submit }).click();
  await expect(page.getByText(VALIDATION.acceptTerms)).toBeVisible();

  const [terms] = await Promise.all([context.waitForEvent('page'), page.getByTestId('terms-link').click()]);
  await expect(terms.getByRole('heading', { name: WEB.pages.terms })).toBeVisible();
  await terms.close();
  const [privacy] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('privacy-link').click(),
  ]);
  await expect(privacy.getByRole('heading', { name: WEB.pages.privacy })).toBeVisible();
  await privacy.close();
});

test("signing up with a registered e-mail says 'Email already registered' on the e-mail field", async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel(WEB.auth.fullName).fill('Someone Else');
  await page.getByLabel(WEB.auth.email).fill(DEMO_LEARNER.email);
  await page.getByLabel(WEB.auth.password, { exact: true }).fill('another-password');
  await page.getByTestId('signup-terms').check();

  // Hold the answer back a little to see the busy label.
  const registration = await holdRequests(page, '**/api/v1/auth/register');
  await page.getByRole('button', { name: WEB.signup.submit }).click();
  await expect(page.getByTestId('signup-submit')).toHaveText(WEB.signup.submitting);
  registration.release();
  await expect(page.getByTestId('signup-email-error')).toHaveText(CLIENT.signup.alreadyExists);
  await expect(page.getByTestId('signup-submit')).toHaveText(WEB.signup.submit);
});

test("'Go back to signup' leaves the verification view for the filled-in form", async ({ page }) => {
  const account = newAccount('goback');
  await page.goto('/signup');
  await page.getByLabel(WEB.auth.fullName).fill(account.name);
  await page.getByLabel(WEB.auth.email).fill(account.email);
  await page.getByLabel(WEB.auth.password, { exact: true }).fill(account.password);
  await page.getByTestId('signup-terms').check();
  await page.getByRole('button', { name: WEB.signup.submit }).click();
  await expect(page.getByRole('heading', { name: WEB.signup.successTitle })).toBeVisible();
  await expect(page.getByTestId('otp-email')).toContainText(account.email);

  await page.getByRole('button', { name: WEB.signup.backToSignup }).click();
  await expect(page.getByTestId('signup-form')).toBeVisible();
  await expect(page.getByTestId('auth-panel-title')).toHaveText(WEB.signup.panelTitle);
  await expect(page.getByLabel(WEB.auth.fullName)).toHaveValue(account.name);
});
