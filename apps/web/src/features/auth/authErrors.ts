import { CLIENT, type ErrorCode } from '@codedojo/shared';
import { ApiError } from '../../api/client.ts';

/**
 * The auth screens' failure messages (spec section 8), decided on the server's stable error code.
 * A code without an entry shows the server's own text.
 */
type CodeMessages<Extra = object> = Readonly<Partial<Record<ErrorCode, { message: string } & Extra>>>;

export const LOGIN_ERRORS: CodeMessages<{ field: 'email' | 'password' }> = {
  user_not_found: { message: CLIENT.login.notFound, field: 'email' },
  invalid_password: { message: CLIENT.login.invalidPassword, field: 'password' },
  invalid_credentials: { message: CLIENT.login.invalidCredentials, field: 'password' },
};

/** Spec: 'Too many' → too many requests, whether the hourly send limit or the rate limit said it. */
export const SEND_OTP_ERRORS: CodeMessages = {
  user_not_found: { message: CLIENT.sendOtp.notFound },
  otp_send_limit: { message: CLIENT.sendOtp.tooMany },
  rate_limited: { message: CLIENT.sendOtp.tooMany },
};

export const VERIFY_OTP_ERRORS: CodeMessages = {
  otp_invalid: { message: CLIENT.verifyOtp.invalid },
  otp_attempts: { message: CLIENT.verifyOtp.tooMany },
};

export const SIGNUP_ERRORS: CodeMessages = {
  email_taken: { message: CLIENT.signup.alreadyExists },
};

/** The entry for a failed call's code, if the table has one. */
export function entryFor<Entry>(error: unknown, table: Readonly<Partial<Record<ErrorCode, Entry>>>) {
  return error instanceof ApiError && error.code ? table[error.code] : undefined;
}

/**
 * The toast for a failed call: the table's message for its code, else the server's text, else
 * `fallback`; `noAnswer` when no HTTP answer came at all.
 */
export function failureText(
  error: unknown,
  table: CodeMessages,
  texts: { fallback: string; noAnswer: string },
): string {
  // No HTTP answer (NetworkError), or a failure before the call: the spec's 'exception' text.
  if (!(error instanceof ApiError)) return texts.noAnswer;
  return entryFor(error, table)?.message ?? error.serverMessage ?? texts.fallback;
}

/** The server's per-field messages restricted to a form's fields. */
export function fieldDetails<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): [Field, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.details ?? {}).filter((entry): entry is [Field, string] =>
    fields.includes(entry[0] as Field),
  );
}
