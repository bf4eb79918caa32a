import { CLIENT, OTP_LENGTH } from '@codedojo/shared';
import { useState } from 'react';
import { notify } from '../../lib/toast.ts';
import { loadValidation } from './lazyValidation.ts';

/**
 * The code box: at most 6 characters, its error shown once the user has left it or submitted.
 * `submit` validates and hands a valid code to `onValid`.
 */
export function useOtpCodeField(onValid: (code: string) => Promise<void>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [touched, setTouched] = useState(false);

  const validate = async (code: string) => {
    const { schemas } = await loadValidation();
    const parsed = schemas.otp.safeParse(code);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed;
  };

  const change = (next: string) => {
    const code = next.slice(0, OTP_LENGTH);
    setValue(code);
    if (touched) void validate(code);
  };

  const blur = () => {
    if (!value) return;
    setTouched(true);
    void validate(value);
  };

  const submit = async () => {
    setTouched(true);
    const parsed = await validate(value).catch(() => null);
    if (!parsed) {
      notify.error(CLIENT.verifyOtp.exception);
      return;
    }
    if (parsed.success) await onValid(parsed.data);
  };

  return { value, shownError: touched ? error : undefined, change, blur, submit };
}
