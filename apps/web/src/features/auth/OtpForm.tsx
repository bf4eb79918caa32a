import {
  CLIENT,
  fillTemplate,
  matchErrorRule,
  OTP_INITIAL_ATTEMPTS,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  type PublicUser,
  SEND_OTP_ERROR_RULES,
  VERIFY_OTP_ERROR_RULES,
  WEB,
} from '@codedojo/shared';
import { ArrowLeft, KeyRound, Mail } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { FieldError } from '../../components/FieldError.tsx';
import { notify } from '../../lib/toast.ts';
import { useAuthStore } from './authStore.ts';
import { loadValidation } from './lazyValidation.ts';

export type OtpFormProps = {
  /** When given, the form starts at the code step for this address (a code was just sent). */
  email?: string;
  /** Sends left, from the answer that sent the code; the server value overrides the initial 5. */
  remainingAttempts?: number;
  /** 'login' signs in on success; 'signup' only verifies (the user logs in next). */
  purpose: 'login' | 'signup';
  onVerified: (user: PublicUser) => void;
  /** Parent callback for Back on the code step; without it Back returns to the email step. */
  onBack?: () => void;
  /** Shown as 'Back to Login' on the email step. */
  onBackToLogin?: () => void;
};

/** m:ss countdown text as minutes:seconds, both padded: 600 -> "10:00". */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** Seconds left until `deadline` (ms epoch), ticking once a second. */
function useCountdown(deadline: number | null): number {
  const compute = useCallback(
    () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000))),
    [deadline],
  );
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    setLeft(compute());
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const next = compute();
      setLeft(next);
      if (next <= 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline, compute]);
  return left;
}

const freshDeadline = () => Date.now() + OTP_TTL_SECONDS * 1000;

/** The one-time-code component (spec: OTP screen): email step, then code step. */
export function OtpForm({
  email: initialEmail,
  remainingAttempts,
  purpose,
  onVerified,
  onBack,
  onBackToLogin,
}: OtpFormProps) {
  const sendOtp = useAuthStore((state) => state.sendOtp);
  const verifyOtp = useAuthStore((state) => state.verifyOtp);
  const isSending = useAuthStore((state) => state.isSendingOtp);
  const isVerifying = useAuthStore((state) => state.isVerifyingOtp);

  const [step, setStep] = useState<'email' | 'otp'>(initialEmail ? 'otp' : 'email');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [emailInput, setEmailInput] = useState(initialEmail ?? '');
  const [emailError, setEmailError] = useState<string>();
  const [deadline, setDeadline] = useState<number | null>(() => (initialEmail ? freshDeadline() : null));
  const [attempts, setAttempts] = useState(remainingAttempts ?? OTP_INITIAL_ATTEMPTS);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [otpTouched, setOtpTouched] = useState(false);
  const timeLeft = useCountdown(deadline);
  const ids = useId();

  const validateOtp = async (value: string) => {
    const { schemas } = await loadValidation();
    const parsed = schemas.otp.safeParse(value);
    setOtpError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed;
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const validation = await loadValidation().catch(() => null);
    if (!validation) {
      notify.error(CLIENT.sendOtp.exception);
      return;
    }
    const parsed = validation.schemas.email.safeParse(emailInput);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    const result = await sendOtp(parsed.data);
    if (!result.ok) {
      if (result.exception) notify.error(CLIENT.sendOtp.exception);
      else notify.error(matchErrorRule(result.error, SEND_OTP_ERROR_RULES)?.message ?? result.error);
      return;
    }
    setEmail(parsed.data);
    setOtp('');
    setOtpError(undefined);
    setOtpTouched(false);
    setAttempts(result.remainingAttempts ?? OTP_INITIAL_ATTEMPTS);
    setDeadline(freshDeadline());
    setStep('otp');
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setOtpTouched(true);
    const parsed = await validateOtp(otp).catch(() => null);
    if (!parsed) {
      notify.error(CLIENT.verifyOtp.exception);
      return;
    }
    if (!parsed.success) return;
    const result = await verifyOtp(email, parsed.data, { signIn: purpose === 'login' });
    if (result.ok) {
      onVerified(result.user);
      return;
    }
    if (result.exception) notify.error(CLIENT.verifyOtp.exception);
    else notify.error(matchErrorRule(result.error, VERIFY_OTP_ERROR_RULES)?.message ?? result.error);
  };

  const resendDisabled = timeLeft > 0 || isSending || attempts <= 0;

  const onResend = async () => {
    if (resendDisabled) return;
    const result = await sendOtp(email);
    if (!result.ok) {
      if (result.status === 429) setAttempts(0);
      notify.error(
        result.exception
          ? CLIENT.verifyOtp.resendException
          : (result.serverError ?? CLIENT.verifyOtp.resendFailed),
      );
      return;
    }
    setAttempts(result.remainingAttempts ?? attempts);
    setDeadline(freshDeadline());
    setOtp('');
    setOtpError(undefined);
    setOtpTouched(false);
  };

  const onBackFromOtp = () => {
    if (onBack) {
      onBack();
      return;
    }
    setStep('email');
    setDeadline(null);
    setAttempts(OTP_INITIAL_ATTEMPTS);
    setOtp('');
    setOtpError(undefined);
    setOtpTouched(false);
  };

  if (step === 'email') {
    const errorId = `${ids}-email-error`;
    return (
      <form onSubmit={onSend} noValidate className="space-y-5" data-testid="otp-step-email">
        <div>
          <h2 className="text-2xl font-bold">{WEB.otp.emailTitle}</h2>
          <p className="mt-1 text-sm text-base-content/60">{WEB.otp.emailText}</p>
        </div>
        <div>
          <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-medium">
            {WEB.auth.email}
          </label>
          <label className={`input w-full ${emailError ? 'input-error' : ''}`}>
            <Mail className="size-4 opacity-60" aria-hidden="true" />
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              className="grow"
              placeholder={WEB.auth.emailPlaceholder}
              value={emailInput}
              onChange={(event) => {
                setEmailInput(event.target.value);
                if (emailError) setEmailError(undefined);
              }}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? errorId : undefined}
              data-testid="otp-email-input"
            />
          </label>
          <FieldError id={errorId} message={emailError} />
        </div>
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={isSending}
          data-testid="send-otp-button"
        >
          {isSending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          {isSending ? WEB.otp.sending : WEB.otp.sendOtp}
        </button>
        {onBackToLogin ? (
          <button
            type="button"
            className="btn btn-ghost w-full"
            onClick={onBackToLogin}
            data-testid="back-to-login-button"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {WEB.otp.backToLogin}
          </button>
        ) : null}
      </form>
    );
  }

  const otpErrorId = `${ids}-otp-error`;
  const shownOtpError = otpTouched ? otpError : undefined;
  return (
    <form onSubmit={onVerify} noValidate className="space-y-5" data-testid="otp-step-code">
      <div>
        <h2 className="text-2xl font-bold">{WEB.otp.codeTitle}</h2>
        <p className="mt-1 text-sm text-base-content/60" data-testid="otp-email">
          {fillTemplate(WEB.otp.codeText, { email })}
        </p>
      </div>
      <div>
        <label htmlFor={`${ids}-otp`} className="mb-1 block text-sm font-medium">
          {WEB.otp.codeLabel}
        </label>
        <label className={`input input-lg w-full ${shownOtpError ? 'input-error' : ''}`}>
          <KeyRound className="size-5 opacity-60" aria-hidden="true" />
          <input
            id={`${ids}-otp`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            className="font-code grow tracking-[0.5em]"
            placeholder={WEB.otp.codePlaceholder}
            value={otp}
            onChange={(event) => {
              const value = event.target.value.slice(0, OTP_LENGTH);
              setOtp(value);
              if (otpTouched) void validateOtp(value);
            }}
            onBlur={() => {
              if (otp) {
                setOtpTouched(true);
                void validateOtp(otp);
              }
            }}
            aria-invalid={shownOtpError ? true : undefined}
            aria-describedby={shownOtpError ? otpErrorId : undefined}
            data-testid="otp-input"
          />
        </label>
        <FieldError id={otpErrorId} message={shownOtpError} />
      </div>

      <div className="flex items-center justify-between rounded-box bg-base-200 px-4 py-3 text-sm">
        <span>
          {WEB.otp.timeRemaining}:{' '}
          <span className="font-code font-semibold" data-testid="otp-timer">
            {formatCountdown(timeLeft)}
          </span>
        </span>
        <span>
          {WEB.otp.remainingAttempts}:{' '}
          <span className="font-semibold" data-testid="otp-attempts">
            {attempts}
          </span>
        </span>
      </div>

      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={isVerifying}
        data-testid="verify-otp-button"
      >
        {isVerifying ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {isVerifying ? WEB.otp.verifying : WEB.otp.verifyOtp}
      </button>

      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={onBackFromOtp}
          data-testid="otp-back-button"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {WEB.otp.back}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onResend}
          disabled={resendDisabled}
          data-testid="resend-otp-button"
        >
          {attempts <= 0 ? CLIENT.noMoreAttempts : isSending ? WEB.otp.sending : WEB.otp.resendOtp}
        </button>
      </div>
    </form>
  );
}
