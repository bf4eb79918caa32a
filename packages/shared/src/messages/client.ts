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
