import { CLIENT, ERROR_CODES, type ErrorCode, OTP_INITIAL_ATTEMPTS, type PublicUser } from '@codedojo/shared';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { notify } from '../../lib/toast.ts';
import type { OtpTicket, VerifyPurpose } from './authApi.ts';
import { failureText, SEND_OTP_ERRORS, VERIFY_OTP_ERRORS } from './authErrors.ts';
import { useAuthStore } from './authStore.ts';
import { deadlineFrom, useCountdown } from './countdown.ts';

/** Where the form stands: the address step, or the code step with its deadline and sends left. */
type Stage =
  | { step: 'email'; email: string }
  | { step: 'code'; email: string; deadline: number; attempts: number; generation: number };

const SEND_LIMIT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ERROR_CODES.otpSendLimit,
  ERROR_CODES.rateLimited,
]);

function codeStage(email: string, ticket: OtpTicket, generation: number): Stage {
  return {
    step: 'code',
    email,
    deadline: deadlineFrom(ticket.expiresAt),
    attempts: ticket.remainingAttempts ?? OTP_INITIAL_ATTEMPTS,
    generation,
  };
}

export type OtpFlowOptions = {
  /** When given, the flow starts at the code step for this address (a code was just sent). */
  email?: string | undefined;
  ticket?: OtpTicket | undefined;
  purpose: VerifyPurpose;
  onVerified: (user: PublicUser) => void;
  onBack?: (() => void) | undefined;
};

/**
 * The one-time-code flow of spec section 4 (OTP): send, then verify or resend while the code's
 * countdown (from the server's `expiresAt`) runs. `generation` changes whenever the code field must
 * start empty again.
 */
export function useOtpFlow({ email, ticket, purpose, onVerified, onBack }: OtpFlowOptions) {
  const sendOtp = useAuthStore((state) => state.sendOtp);
  const verifyOtp = useAuthStore((state) => state.verifyOtp);
  const isSending = useAuthStore((state) => state.isSendingOtp);
  const isVerifying = useAuthStore((state) => state.isVerifyingOtp);
  const [stage, setStage] = useState<Stage>(() =>
    email ? codeStage(email, ticket ?? {}, 0) : { step: 'email', email: '' },
  );
  const timeLeft = useCountdown(stage.step === 'code' ? stage.deadline : null);
  const attempts = stage.step === 'code' ? stage.attempts : OTP_INITIAL_ATTEMPTS;
  const generation = stage.step === 'code' ? stage.generation : 0;
  const resendDisabled = timeLeft > 0 || isSending || attempts <= 0;

  /** Sends a code to `address`; true when it left. */
  const send = async (address: string): Promise<boolean> => {
    try {
      const sent = await sendOtp(address);
      setStage(codeStage(address, sent, generation + 1));
      return true;
    } catch (error) {
      notify.error(
        failureText(error, SEND_OTP_ERRORS, {
          fallback: CLIENT.sendOtpFailed,
          noAnswer: CLIENT.sendOtp.exception,
        }),
      );
      return false;
    }
  };

  const resend = async () => {
    if (stage.step !== 'code' || resendDisabled) return;
    try {
      const sent = await sendOtp(stage.email);
      const remainingAttempts = sent.remainingAttempts ?? attempts;
      setStage(codeStage(stage.email, { ...sent, remainingAttempts }, generation + 1));
    } catch (error) {
      if (error instanceof ApiError && error.code && SEND_LIMIT_CODES.has(error.code)) {
        setStage({ ...stage, attempts: 0 });
      }
      notify.error(
        error instanceof ApiError
          ? (error.serverMessage ?? CLIENT.verifyOtp.resendFailed)
          : CLIENT.verifyOtp.resendException,
      );
    }
  };

  const verify = async (code: string) => {
    if (stage.step !== 'code') return;
    try {
      onVerified(await verifyOtp(stage.email, code, purpose));
    } catch (error) {
      notify.error(
        failureText(error, VERIFY_OTP_ERRORS, {
          fallback: CLIENT.verifyOtpFailed,
          noAnswer: CLIENT.verifyOtp.exception,
        }),
      );
    }
  };

  /** Back from the code step: the parent's callback, else the address step (timer 0, attempts 5). */
  const back = () => {
    if (onBack) onBack();
    else setStage({ step: 'email', email: stage.email });
  };

  return {
    stage,
    timeLeft,
    attempts,
    generation,
    isSending,
    isVerifying,
    resendDisabled,
    send,
    resend,
    verify,
    back,
  };
}
