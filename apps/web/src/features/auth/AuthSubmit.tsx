import { WEB } from '@codedojo/shared';
import { BusyButton } from '../../components/BusyButton.tsx';

/** What each auth form's submit button says, idle and busy, and its test id. */
const SUBMITS = {
  login: { label: WEB.login.submit, busyLabel: WEB.login.submitting, testId: 'login-submit' },
  signup: { label: WEB.signup.submit, busyLabel: WEB.signup.submitting, testId: 'signup-submit' },
  sendOtp: { label: WEB.otp.sendOtp, busyLabel: WEB.otp.sending, testId: 'send-otp-button' },
  verifyOtp: { label: WEB.otp.verifyOtp, busyLabel: WEB.otp.verifying, testId: 'verify-otp-button' },
} as const;

type AuthSubmitProps = { action: keyof typeof SUBMITS; busy: boolean };

/** The full-width primary submit button of the login, sign-up and OTP forms. */
export function AuthSubmit({ action, busy }: AuthSubmitProps) {
  return <BusyButton type="submit" className="btn btn-primary w-full" busy={busy} {...SUBMITS[action]} />;
}
