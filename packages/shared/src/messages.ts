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
  titleMax: 'Title must be at most 200 characters',
  descriptionMax: 'Description must be at most 20000 characters',
  tagMax: 'Each tag must be at most 40 characters',
  tagsMax: 'At most 10 tags',
  constraintsMax: 'Constraints must be at most 5000 characters',
  hintsMax: 'At most 20 hints of 2000 characters each',
  editorialMax: 'Editorial must be at most 50000 characters',
  exampleRequired: 'At least one example is required',
  examplesMax: 'At most 20 examples',
  testCasesMax: 'At most 100 test cases',
  testCaseTooLarge: 'Each test input and output must be at most 1 MB',
  codeTooLong: 'Code must be at most 64 KB',
  language: 'Unsupported language: use JAVASCRIPT (63), PYTHON (71) or JAVA (62)',
  problemId: 'A valid problem id is required',
  runInputsMax: 'At most 20 inputs per run',
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
  nulCharacter: 'Text must not contain NUL characters',
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
  problemsFetched: 'Problems fetched successfully',
  problemFetched: 'Problem fetched successfully',
  problemCreated: 'Problem created successfully',
  problemUpdated: 'Problem updated successfully',
  problemDeleted: 'Problem deleted successfully',
  problemNotFound: 'Problem not found',
  solvedFetched: 'Solved problems fetched successfully',
  submissionsFetched: 'Submissions fetched successfully',
  codeRan: 'Code executed',
  codeSubmitted: 'Submission judged',
  onlyAdminsCreate: "You don't have permission to create problems",
  onlyAdminsUpdate: "You don't have permission to update problems",
  onlyAdminsDelete: "You don't have permission to delete problems",
  playlistsFetched: 'Playlists fetched successfully',
  playlistFetched: 'Playlist fetched successfully',
  playlistCreated: 'Playlist created successfully',
  playlistUpdated: 'Playlist updated successfully',
  playlistDeleted: 'Playlist deleted successfully',
  playlistNotFound: 'Playlist not found',
  playlistNameTaken: 'You already have a playlist with this name',
  problemsAdded: 'Problems added to playlist',
  problemRemoved: 'Problem removed from playlist',
  unknownProblems: 'Some of these problems do not exist',
  leaderboardFetched: 'Leaderboard fetched successfully',
  statsFetched: 'Statistics fetched successfully',
  judgeUnavailable: 'The judge is unavailable right now. Please try again in a moment.',
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

/** Web UI labels, headings and texts (apps/web). Spec strings are verbatim. */
export const WEB = {
  nav: {
    home: 'Home',
    problems: 'Problems',
    playlists: 'Playlists',
    leaderboard: 'Leaderboard',
    myProfile: 'My Profile',
    logout: 'Logout',
    adminPanel: 'Admin Panel',
    addProblem: 'Add Problem',
    updateProblem: 'Update Problem',
    deleteProblem: 'Delete Problem',
    toggleMenu: 'Toggle navigation menu',
    userMenu: 'Open user menu',
    mainNavigation: 'Main navigation',
    avatarAlt: 'User avatar',
  },
  auth: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: '••••••••',
    fullName: 'Full Name',
    fullNamePlaceholder: 'Jane Doe',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    or: 'or',
  },
  login: {
    panelTitle: 'Welcome Back!',
    panelOtpTitle: 'Email Verification',
    panelSubtitle: 'Sign in to continue your practice streak.',
    panelOtpSubtitle: 'Enter the code we e-mailed you to continue.',
    heading: 'Sign in to your account',
    submit: 'Sign In',
    submitting: 'Signing in...',
    noAccount: "Don't have an account?",
    signupLink: 'Create one',
    otpLink: 'Login with OTP',
  },
  signup: {
    panelTitle: 'Join Our Community',
    panelDoneTitle: 'Almost There!',
    panelSubtitle: 'Practise problems, track your progress and climb the leaderboard.',
    panelDoneSubtitle: 'One last step: verify your email address.',
    heading: 'Create your account',
    termsPrefix: 'I agree to the',
    terms: 'Terms of Service',
    termsJoin: 'and',
    privacy: 'Privacy Policy',
    submit: 'Create Account',
    submitting: 'Creating Account...',
    haveAccount: 'Already have an account?',
    loginLink: 'Sign in',
    successTitle: 'Registration Successful!',
    successText: 'We sent a 6-digit verification code to {email}. Enter it below to verify your email.',
    backToSignup: 'Go back to signup',
  },
  otp: {
    emailTitle: 'Login with OTP',
    emailText: 'We will e-mail you a one-time code.',
    sendOtp: 'Send OTP',
    sending: 'Sending...',
    backToLogin: 'Back to Login',
    codeTitle: 'Enter OTP',
    codeText: 'Enter the 6-digit code sent to {email}.',
    codeLabel: 'One-time code',
    codePlaceholder: '123456',
    timeRemaining: 'Time remaining',
    remainingAttempts: 'Remaining attempts',
    verifyOtp: 'Verify OTP',
    verifying: 'Verifying...',
    resendOtp: 'Resend OTP',
    back: 'Back',
  },
  dashboard: {
    greeting: 'Welcome back, {name}!',
    fallbackName: 'Coder',
  },
  profileForm: {
    title: 'Edit profile',
    name: 'Name',
    image: 'Image URL',
    imagePlaceholder: 'https://example.com/me.png',
    imageHint: 'Leave empty to use the default avatar.',
    save: 'Save changes',
    saving: 'Saving...',
  },
  pages: {
    dashboard: 'Dashboard',
    problems: 'Problems',
    problemDetail: 'Problem',
    profile: 'Profile',
    playlists: 'My Playlists',
    playlistDetail: 'Playlist',
    playlistEdit: 'Edit Playlist',
    playlistPractice: 'Practice Playlist',
    leaderboard: 'Leaderboard',
    addProblem: 'Add Problem',
    updateProblem: 'Update Problem',
    deleteProblem: 'Delete Problem',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    comingSoon: 'This screen is coming soon.',
    loading: 'Loading...',
  },
  legal: {
    updated: 'Last updated: 2025',
    back: 'Back to sign up',
    termsBody: [
      'CodeDojo is a practice platform. You may use it to solve problems, run code and track your progress.',
      'You are responsible for the code you submit. Do not submit code that attacks the platform or other users.',
      'We may suspend accounts that abuse the service, and we may change these terms with notice on this page.',
    ],
    privacyBody: [
      'We store your name, e-mail address, an optional avatar URL, your submissions and your playlists.',
      'Your e-mail is used to verify your account and to send one-time login codes; it is never sold or shared.',
      'Session cookies keep you signed in. You can ask us to delete your account and data at any time.',
    ],
  },
} as const;

/** Replaces `{name}` placeholders in a WEB text. */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
