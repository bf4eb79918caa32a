import { CLIENT, OTP_TTL_SECONDS, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/helpers.ts';

/** A countdown just (re)started: 10:00, or a second or two less. */
const FRESH = /^(10:00|09:5\d)$/;

test("resend waits for the countdown, resets it and the code box, and ends at 'No more attempts'", async ({
  page,
  request,
}) => {
  const account = await createVerifiedUser(request, 'resend');
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: WEB.login.otpLink }).click();
  await page.getByLabel(WEB.auth.email).fill(account.email);
  await page.getByRole('button', { name: WEB.otp.sendOtp }).click();
  await expect(page.getByRole('heading', { name: WEB.otp.codeTitle })).toBeVisible();

  const timer = page.getByTestId('otp-timer');
  const attemptsText = page.getByTestId('otp-attempts');
  const codeBox = page.getByLabel(WEB.otp.codeLabel);
  const resend = page.getByTestId('resend-otp-button');
  let attempts = Number(await attemptsText.textContent());
  expect(attempts).toBeGreaterThan(0);

  while (attempts > 0) {
    await expect(timer).toHaveText(FRESH);
    await expect(resend).toHaveText(WEB.otp.resendOtp);
    await expect(resend).toBeDisabled();
    await codeBox.fill('12');

    // The page clock keeps running in real time too, so the checks allow a few seconds.
    await page.clock.fastForward((OTP_TTL_SECONDS - 20) * 1000);
    await expect(timer).toHaveText(/^00:[0-2]\d$/);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(20_000);
    await expect(timer).toHaveText('00:00');
    await expect(resend).toBeEnabled();

    await resend.click();
    await expect(attemptsText).toHaveText(String(attempts - 1));
    attempts -= 1;
    await expect(codeBox).toHaveValue('');
  }

  await expect(timer).toHaveText(FRESH);
  await expect(resend).toHaveText(CLIENT.noMoreAttempts);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(OTP_TTL_SECONDS * 1000);
  await expect(timer).toHaveText('00:00');
  await expect(resend).toBeDisabled();

  // Back without a parent callback: the email step again, attempts reset to the initial 5.
  await page.getByRole('button', { name: WEB.otp.back, exact: true }).click();
  await expect(page.getByRole('heading', { name: WEB.otp.emailTitle })).toBeVisible();
});
