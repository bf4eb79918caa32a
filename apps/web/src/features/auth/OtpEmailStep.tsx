import { CLIENT, WEB } from '@codedojo/shared';
import { type FormEvent, useId, useState } from 'react';
import { notify } from '../../lib/toast.ts';
import { AuthSubmit } from './AuthSubmit.tsx';
import { BackButton } from './BackButton.tsx';
import { EmailField } from './EmailField.tsx';
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
      <EmailField
        id={`${ids}-email`}
        error={error}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(undefined);
        }}
        data-testid="otp-email-input"
      />
      <AuthSubmit action="sendOtp" busy={isSending} />
      {onBackToLogin ? (
        <BackButton
          label={WEB.otp.backToLogin}
          className="w-full"
          onClick={onBackToLogin}
          testId="back-to-login-button"
        />
      ) : null}
    </form>
  );
}
