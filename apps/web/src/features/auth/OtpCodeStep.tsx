import { CLIENT, fillTemplate, OTP_LENGTH, WEB } from '@codedojo/shared';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '../../components/FieldError.tsx';
import { AuthSubmit } from './AuthSubmit.tsx';
import { BackButton } from './BackButton.tsx';
import { formatCountdown } from './countdown.ts';
import { useOtpCodeField } from './useOtpCodeField.ts';

type Props = {
  email: string;
  timeLeft: number;
  attempts: number;
  isSending: boolean;
  isVerifying: boolean;
  resendDisabled: boolean;
  onVerify: (code: string) => Promise<void>;
  onResend: () => void;
  onBack: () => void;
};

/** Step 2 of the OTP screen ('Enter OTP'): the code box, countdown, sends left, verify and resend. */
export function OtpCodeStep(props: Props) {
  const { email, timeLeft, attempts, isSending, isVerifying, resendDisabled } = props;
  const field = useOtpCodeField(props.onVerify);
  const ids = useId();
  const errorId = `${ids}-otp-error`;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void field.submit();
      }}
      noValidate
      className="space-y-5"
      data-testid="otp-step-code"
    >
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
        <label className={`input input-lg w-full ${field.shownError ? 'input-error' : ''}`}>
          <KeyRound className="size-5 opacity-60" aria-hidden="true" />
          <input
            id={`${ids}-otp`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            className="font-code grow tracking-[0.5em]"
            placeholder={WEB.otp.codePlaceholder}
            value={field.value}
            onChange={(event) => field.change(event.target.value)}
            onBlur={field.blur}
            aria-invalid={field.shownError ? true : undefined}
            aria-describedby={field.shownError ? errorId : undefined}
            data-testid="otp-input"
          />
        </label>
        <FieldError id={errorId} message={field.shownError} />
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

      <AuthSubmit action="verifyOtp" busy={isVerifying} />

      <div className="flex items-center justify-between gap-2">
        <BackButton label={WEB.otp.back} className="btn-sm" onClick={props.onBack} testId="otp-back-button" />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={props.onResend}
          disabled={resendDisabled}
          data-testid="resend-otp-button"
        >
          {attempts <= 0 ? CLIENT.noMoreAttempts : isSending ? WEB.otp.sending : WEB.otp.resendOtp}
        </button>
      </div>
    </form>
  );
}
