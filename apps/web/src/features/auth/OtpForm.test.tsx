import { CLIENT, SERVER, WEB } from '@codedojo/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '../../test/network.ts';
import { withProviders } from '../../test/render.tsx';
import { WAIT } from '../../test/wait.ts';
import { OtpForm } from './OtpForm.tsx';

const EMAIL = 'ada@example.com';
const user = { id: 'u1', name: 'Ada', email: EMAIL, image: null, role: 'USER', isEmailVerified: true };
const inSeconds = (seconds: number, from = Date.now()) => new Date(from + seconds * 1000).toISOString();
/**
 * A code that expired a while ago. Not "now": the clock learned from the previous test's Date
 * header (whole seconds, +0.5 s) may put the server up to half a second behind, which left a
 * 1-second countdown on a code expiring "now" and made the resend click a no-op.
 */
const expired = () => inSeconds(-5);

function renderCodeStep(ticket: { expiresAt?: string; remainingAttempts?: number }, onVerified = vi.fn()) {
  const { wrapper } = withProviders();
  render(<OtpForm email={EMAIL} ticket={ticket} purpose="login" onVerified={onVerified} />, { wrapper });
  return {
    timer: () => screen.getByTestId('otp-timer').textContent,
    attempts: () => screen.getByTestId('otp-attempts').textContent,
    resend: () => screen.getByTestId('resend-otp-button') as HTMLButtonElement,
    codeBox: () => screen.getByTestId('otp-input') as HTMLInputElement,
    verify: async (code: string) => {
      fireEvent.change(screen.getByTestId('otp-input'), { target: { value: code } });
      fireEvent.click(screen.getByTestId('verify-otp-button'));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OtpForm', () => {
  it("counts down from the server's expiresAt, and allows a resend only at 00:00", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const form = renderCodeStep({ expiresAt: inSeconds(90), remainingAttempts: 2 });
    expect(form.timer()).toBe('01:30');
    expect(form.attempts()).toBe('2');
    expect(form.resend().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(60_000));
    expect(form.timer()).toBe('00:30');
    act(() => vi.advanceTimersByTime(30_000));
    expect(form.timer()).toBe('00:00');
    expect(form.resend().disabled).toBe(false);
  });

  it('resends: the countdown restarts from the new expiresAt, sends left from the answer, the box empties', async () => {
    const form = renderCodeStep({ expiresAt: expired(), remainingAttempts: 2 });
    stubFetch({ 'POST /auth/send-otp': () => ok({ expiresAt: inSeconds(600), remainingAttempts: 1 }) });
    fireEvent.change(form.codeBox(), { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(form.resend());
    });
    await vi.waitFor(() => expect(form.attempts()).toBe('1'), WAIT);
    expect(form.timer()).toMatch(/^(10:00|09:59)$/);
    expect(form.codeBox().value).toBe('');
    expect(form.resend().disabled).toBe(true);
  });

  it("reads the time left on the server's clock, not the browser's", async () => {
    // The server's clock is an hour ahead: its code expires 5 minutes after its own now.
    const serverNow = Date.now() + 3_600_000;
    stubFetch({
      'POST /auth/send-otp': {
        ...ok({ expiresAt: inSeconds(300, serverNow), remainingAttempts: 4 }),
        date: new Date(serverNow),
      },
    });
    const { wrapper } = withProviders();
    render(<OtpForm purpose="login" onVerified={vi.fn()} />, { wrapper });
    fireEvent.change(screen.getByTestId('otp-email-input'), { target: { value: EMAIL } });
    fireEvent.click(screen.getByTestId('send-otp-button'));
    // About 5 minutes, not 65: the Date header is whole seconds, so the clock learned from it is
    // right to within half a second either way (05:01 is as right as 04:59).
    const [minutes = 0, seconds = 0] = (await screen.findByTestId('otp-timer'))
      .textContent!.split(':')
      .map(Number);
    expect(minutes * 60 + seconds).toBeGreaterThanOrEqual(290);
    expect(minutes * 60 + seconds).toBeLessThanOrEqual(301);
    expect(screen.getByTestId('otp-attempts').textContent).toBe('4');
  });

  it.each([
    ['otp_invalid', SERVER.otpInvalid, CLIENT.verifyOtp.invalid],
    ['otp_attempts', SERVER.otpTooManyAttempts, CLIENT.verifyOtp.tooMany],
    ['user_not_found', SERVER.userNotFound, SERVER.userNotFound],
  ])('shows the message for the error code %s', async (code, serverText, shown) => {
    stubFetch({ 'POST /auth/verify-otp': fail(400, code, serverText) });
    const form = renderCodeStep({ expiresAt: inSeconds(600) });
    await form.verify('123456');
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('decides on the code, not the text: a reworded server message still maps', async () => {
    stubFetch({ 'POST /auth/verify-otp': fail(400, 'otp_invalid', 'Der Code ist falsch') });
    const form = renderCodeStep({ expiresAt: inSeconds(600) });
    await form.verify('123456');
    expect(await screen.findByText(CLIENT.verifyOtp.invalid)).toBeTruthy();
  });

  it('says so when no answer came', async () => {
    stubFetch({ 'POST /auth/verify-otp': 'network-down' });
    const form = renderCodeStep({ expiresAt: inSeconds(600) });
    await form.verify('123456');
    expect(await screen.findByText(CLIENT.verifyOtp.exception)).toBeTruthy();
  });

  it('hands the verified user on, and refuses a malformed code without calling the server', async () => {
    const { calls } = stubFetch({ 'POST /auth/verify-otp': ok({ user }), 'GET /auth/me': ok({ user }) });
    const onVerified = vi.fn();
    const form = renderCodeStep({ expiresAt: inSeconds(600) }, onVerified);
    await form.verify('12ab');
    expect(await screen.findByText(/OTP must/)).toBeTruthy();
    expect(calls).toEqual([]);
    await form.verify('123456');
    await vi.waitFor(
      () => expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ email: EMAIL })),
      WAIT,
    );
  });

  it("shows 'No more attempts' when a resend is refused for the hour", async () => {
    stubFetch({ 'POST /auth/send-otp': fail(429, 'otp_send_limit', SERVER.otpTooManyRequests) });
    const form = renderCodeStep({ expiresAt: expired(), remainingAttempts: 3 });
    await act(async () => {
      fireEvent.click(form.resend());
    });
    await vi.waitFor(() => expect(form.resend().textContent).toBe(CLIENT.noMoreAttempts), WAIT);
    expect(form.resend().disabled).toBe(true);
    expect(form.attempts()).toBe('0');
  });

  it("maps the send step's errors by code", async () => {
    stubFetch({ 'POST /auth/send-otp': fail(404, 'user_not_found', SERVER.userNotFound) });
    const { wrapper } = withProviders();
    render(<OtpForm purpose="login" onVerified={vi.fn()} onBackToLogin={vi.fn()} />, { wrapper });
    expect(screen.getByText(WEB.otp.backToLogin)).toBeTruthy();
    fireEvent.change(screen.getByTestId('otp-email-input'), { target: { value: EMAIL } });
    fireEvent.click(screen.getByTestId('send-otp-button'));
    expect(await screen.findByText(CLIENT.sendOtp.notFound)).toBeTruthy();
    expect(screen.getByTestId('otp-step-email')).toBeTruthy();
  });
});
