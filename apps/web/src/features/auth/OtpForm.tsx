import type { PublicUser } from '@codedojo/shared';
import type { OtpTicket, VerifyPurpose } from './authApi.ts';
import { OtpCodeStep } from './OtpCodeStep.tsx';
import { OtpEmailStep } from './OtpEmailStep.tsx';
import { useOtpFlow } from './useOtpFlow.ts';

export type OtpFormProps = {
  /** When given, the form starts at the code step for this address (a code was just sent). */
  email?: string;
  /** The answer that sent that code: its `expiresAt` drives the countdown, its sends left the counter. */
  ticket?: OtpTicket;
  /** 'login' signs in on success; 'signup' only verifies (the user logs in next). */
  purpose: VerifyPurpose;
  onVerified: (user: PublicUser) => void;
  /** Parent callback for Back on the code step; without it Back returns to the email step. */
  onBack?: () => void;
  /** Shown as 'Back to Login' on the email step. */
  onBackToLogin?: () => void;
};

/** The one-time-code component (spec: OTP screen): email step, then code step. */
export function OtpForm({ onBackToLogin, ...options }: OtpFormProps) {
  const flow = useOtpFlow(options);
  if (flow.stage.step === 'email') {
    return (
      <OtpEmailStep
        initialEmail={flow.stage.email}
        isSending={flow.isSending}
        onSend={flow.send}
        onBackToLogin={onBackToLogin}
      />
    );
  }
  return (
    <OtpCodeStep
      key={flow.generation}
      email={flow.stage.email}
      timeLeft={flow.timeLeft}
      attempts={flow.attempts}
      isSending={flow.isSending}
      isVerifying={flow.isVerifying}
      resendDisabled={flow.resendDisabled}
      onVerify={flow.verify}
      onResend={() => void flow.resend()}
      onBack={flow.back}
    />
  );
}
