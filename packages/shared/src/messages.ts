/**
 * Every user-facing string of the spec, written once. Server errors are worded so the
 * client's substring rules (spec section 8) map them to the intended message.
 */
export const VALIDATION = {
  email: 'Enter a valid email',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  nameMin: 'Name must be at least 3 characters',
  nameMax: 'Name must be at most 100 characters',
  acceptTerms: 'You must accept the terms and conditions',
  otpLength: 'OTP must be exactly 6 digits',
  otpDigits: 'OTP must contain only numbers',
  imageUrl: 'Image must be an http(s) URL',
  titleMin: 'Title must be at least 3 characters',
  descriptionMin: 'Description must be at least 10 characters',
  tagRequired: 'At least one tag is required',
  constraintsRequired: 'Constraints are required',
  testCaseRequired: 'At least one test case is required',
  inputRequired: 'Input is required',
  outputRequired: 'Output is required',
  snippetRequired: {
    JAVASCRIPT: 'JavaScript code snippet is required',
    PYTHON: 'Python code snippet is required',
    JAVA: 'Java code snippet is required',
  },
  solutionRequired: {
    JAVASCRIPT: 'JavaScript solution is required',
    PYTHON: 'Python solution is required',
    JAVA: 'Java solution is required',
  },
  difficulty: 'Difficulty must be EASY, MEDIUM or HARD',
  playlistNameRequired: 'Playlist name is required',
  playlistNameMax: 'Playlist name must be at most 100 characters',
  playlistDescriptionMax: 'Description must be at most 500 characters',
  selectProblem: 'Please select at least one problem',
  emptyCode: 'Please write some code first',
} as const;

/** Messages the server sends (error field or message field). */
export const SERVER = {
  invalidInput: 'Invalid input',
  invalidJson: 'Request body is not valid JSON',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Content-Type must be application/json',
  notLoggedIn: 'Not logged in',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  internal: 'Something went wrong on our side',
  userNotFound: 'User not found',
  invalidPassword: 'Invalid password',
  emailExists: 'A user with this email already exists',
  emailNotVerified: 'Please verify your email to complete login.',
  otpInvalid: 'Invalid or expired OTP',
  otpTooManyAttempts: 'Too many attempts. Please request a new OTP.',
  otpTooManyRequests: 'Too many OTP requests. Please try again later.',
  registered: 'Registration successful! Please check your email for verification.',
  loggedIn: 'Login successful!',
  otpSent: 'OTP sent to your email!',
  emailVerified: 'Email verified successfully!',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  userFetched: 'User fetched successfully',
  healthy: 'OK',
} as const;

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

export const PRODUCT_NAME = 'CodeDojo';
export const TAGLINE = 'Master coding interviews with confidence';
