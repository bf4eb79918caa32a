import { CLIENT, WEB } from '@codedojo/shared';
import { ArrowLeft, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { notify } from '../../lib/toast.ts';
import { loadValidation } from './lazyValidation.ts';

type Props = {
  initialEmail: string;
  isSending: boolean;
  onSend: (email: string) => Promise<boolean>;
  onBackToLogin?: (() => void) | undefined;
};

/** Step 1 of the OTP screen ('Login with OTP'): the address, validated before the code is sent. */
export function OtpEmailStep({ initialEmail, isSending, onSend, onBackToLogin }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const ids = useId();
  const errorId = `${ids}-email-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const validation = await loadValidation().catch(() => null);
    if (!validation) {
      notify.error(CLIENT.sendOtp.exception);
      return;
    }
    const parsed = validation.schemas.email.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) await onSend(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="otp-step-email">
      <div>
        <h2 className="text-2xl font-bold">{WEB.otp.emailTitle}</h2>
        <p className="mt-1 text-sm text-base-content/60">{WEB.otp.emailText}</p>
      </div>
      <div>
        <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-medium">
          {WEB.auth.email}
        </label>
        <label className={`input w-full ${error ? 'input-error' : ''}`}>
          <Mail className="size-4 opacity-60" aria-hidden="true" />
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            className="grow"
            placeholder={WEB.auth.emailPlaceholder}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="otp-email-input"
          />
        </label>
        <FieldError id={errorId} message={error} />
      </div>
      <BusyButton
        type="submit"
        className="btn btn-primary w-full"
        testId="send-otp-button"
        busy={isSending}
        label={WEB.otp.sendOtp}
        busyLabel={WEB.otp.sending}
      />
      {onBackToLogin ? (
        <IconButton
          icon={ArrowLeft}
          label={WEB.otp.backToLogin}
          className="btn btn-ghost w-full"
          onClick={onBackToLogin}
          testId="back-to-login-button"
        />
      ) : null}
    </form>
  );
}
