import { API_BASE, CLIENT, OTP_INITIAL_ATTEMPTS, SERVER, VALIDATION, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import {
  DEMO_LEARNER,
  loginViaUi,
  newAccount,
  readOtp,
  registerViaApi,
  wrongCode,
} from '../support/helpers.ts';

test('a verified user logs in with an e-mailed one-time code', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: WEB.login.otpLink }).click();
  await expect(page.getByRole('heading', { name: WEB.otp.emailTitle })).toBeVisible();
  await expect(page.getByTestId('auth-panel-title')).toHaveText(WEB.login.panelOtpTitle);

  // Back to Login returns to the password form, and the way back in still works.
  await page.getByRole('button', { name: WEB.otp.backToLogin }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByRole('button', { name: WEB.login.otpLink }).click();

  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel(WEB.auth.email).fill(DEMO_LEARNER.email);
  await page.getByRole('button', { name: WEB.otp.sendOtp }).click();

  await expect(page.getByRole('heading', { name: WEB.otp.codeTitle })).toBeVisible();
  await expect(page.getByText(SERVER.otpSent)).toBeVisible();
  await expect(page.getByTestId('otp-timer')).toHaveText(/^(10:00|09:[0-5]\d)$/);
  await expect(page.getByTestId('otp-attempts')).toHaveText(/^\d+$/);
  const attempts = Number(await page.getByTestId('otp-attempts').textContent());
  expect(attempts).toBeLessThan(OTP_INITIAL_ATTEMPTS);
  await expect(page.getByRole('button', { name: WEB.otp.resendOtp })).toBeDisabled();

  // Client-side rules of the code box.
  const codeBox = page.getByLabel(WEB.otp.codeLabel);
  await expect(codeBox).toHaveAttribute('maxlength', '6');
  await codeBox.fill('123');
  await page.getByRole('button', { name: WEB.otp.verifyOtp }).click();
  await expect(page.getByText(VALIDATION.otpLength)).toBeVisible();
  await codeBox.fill('12345a');
  await expect(page.getByText(VALIDATION.otpDigits)).toBeVisible();

  const code = await readOtp(page.request, DEMO_LEARNER.email, sentAfter);
  await codeBox.fill(code);
  await page.getByRole('button', { name: WEB.otp.verifyOtp }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO_LEARNER.name);
});

test('an unverified user who logs in with a password is asked for the e-mailed code', async ({ page }) => {
  const account = newAccount('unverified');
  await registerViaApi(page.request, account);

  await page.goto('/login');
  await loginViaUi(page, account);
  await expect(page.getByText(CLIENT.verifyToLogin)).toBeVisible();
  await expect(page.getByRole('heading', { name: WEB.otp.codeTitle })).toBeVisible();
  await expect(page.getByTestId('otp-email')).toContainText(account.email);
  await expect(page.getByTestId('auth-panel-title')).toHaveText(WEB.login.panelOtpTitle);

  // Back from the code step returns to the form; logging in again sends a fresh code.
  await page.getByRole('button', { name: WEB.otp.back, exact: true }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('auth-panel-title')).toHaveText(WEB.login.panelTitle);
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('heading', { name: WEB.otp.codeTitle })).toBeVisible();

  const code = await readOtp(page.request, account.email, sentAfter);
  await page.getByLabel(WEB.otp.codeLabel).fill(wrongCode(code));
  await page.getByRole('button', { name: WEB.otp.verifyOtp }).click();
  await expect(page.getByText(CLIENT.verifyOtp.invalid)).toBeVisible();

  await page.getByLabel(WEB.otp.codeLabel).fill(code);
  await page.getByRole('button', { name: WEB.otp.verifyOtp }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('navbar-user-name')).toHaveText(account.name);

  const me = await page.request.get(`${API_BASE}/auth/me`);
  expect(((await me.json()) as { user: { isEmailVerified: boolean } }).user.isEmailVerified).toBe(true);
});

test('sending a code to an unknown e-mail says the account must be registered first', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: WEB.login.otpLink }).click();
  await page.getByLabel(WEB.auth.email).fill(newAccount('nobody').email);
  await page.getByRole('button', { name: WEB.otp.sendOtp }).click();
  await expect(page.getByText(CLIENT.sendOtp.notFound)).toBeVisible();
  await expect(page.getByRole('heading', { name: WEB.otp.emailTitle })).toBeVisible();
});
