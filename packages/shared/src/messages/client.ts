/** Client-side toasts and fallbacks (spec section 8). */
export const CLIENT = {
  registerFailed: 'Something went wrong',
  loginFailed: 'Login failed',
  sendOtpFailed: 'Failed to send OTP',
  verifyOtpFailed: 'OTP verification failed',
  updateProfileFailed: 'Something went wrong',
  logoutFailed: 'Error logging out',
  verifyToLogin: 'Please verify your email to complete login.',
  verifiedCanLogin: 'Email verified successfully! You can now login.',
  login: {
    notFound: 'You must register your account before logging in.',
    verify: 'Please verify your email first',
    invalidPassword: 'Incorrect password',
    invalidCredentials: 'Invalid email or password',
    unexpected: 'An unexpected error occurred',
  },
  sendOtp: {
    notFound: 'You must register your account before logging in.',
    verify: "Please verify your email first. We'll send you a verification OTP.",
    tooMany: 'Too many OTP requests. Please try again later.',
    exception: 'Failed to send OTP. Please try again.',
  },
  verifyOtp: {
    invalid: 'Invalid or expired OTP. Please try again.',
    tooMany: 'Too many attempts. Please request a new OTP.',
    exception: 'Failed to verify OTP. Please try again.',
    resendFailed: 'Failed to resend OTP',
    resendException: 'Failed to resend OTP. Please try again.',
  },
  signup: { alreadyExists: 'Email already registered' },
  checkingAuth: 'Checking authentication...',
  noMoreAttempts: 'No more attempts',
} as const;

/** Substring rules of spec section 8, matched case-insensitively. First match wins. */
export type ErrorRule = { contains: string; message: string };

export const LOGIN_ERROR_RULES: readonly (ErrorRule & { field: 'email' | 'password' })[] = [
  { contains: 'not found', message: CLIENT.login.notFound, field: 'email' },
  { contains: 'verify', message: CLIENT.login.verify, field: 'email' },
  { contains: 'Invalid password', message: CLIENT.login.invalidPassword, field: 'password' },
  { contains: 'Invalid credentials', message: CLIENT.login.invalidCredentials, field: 'password' },
];
export const SEND_OTP_ERROR_RULES: readonly ErrorRule[] = [
  { contains: 'not found', message: CLIENT.sendOtp.notFound },
  { contains: 'verify', message: CLIENT.sendOtp.verify },
  { contains: 'Too many', message: CLIENT.sendOtp.tooMany },
];
export const VERIFY_OTP_ERROR_RULES: readonly ErrorRule[] = [
  { contains: 'Invalid or expired', message: CLIENT.verifyOtp.invalid },
  { contains: 'Many attempts', message: CLIENT.verifyOtp.tooMany },
];
export const SIGNUP_ERROR_RULES: readonly ErrorRule[] = [
  { contains: 'already exists', message: CLIENT.signup.alreadyExists },
];

/** Maps a server error through rules; returns the rule hit, or undefined (caller shows the server's text). */
export function matchErrorRule<R extends ErrorRule>(error: string, rules: readonly R[]): R | undefined {
  const lower = error.toLowerCase();
  return rules.find((rule) => lower.includes(rule.contains.toLowerCase()));
}
