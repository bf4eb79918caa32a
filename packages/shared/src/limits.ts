/** Business constants and limits (spec section 9, DESIGN section 7). Written once, imported everywhere. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_VERIFY_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_INITIAL_ATTEMPTS = 5;
/** Why a one-time code was sent: to verify a new address, or to sign in. */
export const OTP_PURPOSES = ['VERIFY_EMAIL', 'LOGIN'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const IMAGE_URL_MAX = 2048;
export const TITLE_MIN = 3;
export const DESCRIPTION_MIN = 10;

export const SESSION_TTL_DAYS = 7;
export const SESSION_COOKIE = 'codedojo_session';
/** Holds the pending registration's token: only its holder keeps the password on verification. */
export const REGISTRATION_COOKIE = 'codedojo_registration';
export const REGISTRATION_COOKIE_TTL_SECONDS = 24 * 60 * 60;
/** How often the server deletes expired sessions. */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const SNIPPET_ROTATE_MS = 2000;
export const RUN_COOLDOWN_SECONDS = 15;
export const SUBMIT_COOLDOWN_SECONDS = 15;

export const DASHBOARD_RECENT_SUBMISSIONS = 5;
export const DASHBOARD_LEADERBOARD_TOP = 3;
export const PROBLEM_LIST_TAGS_SHOWN = 3;
export const DESCRIPTION_PREVIEW_CHARS = 100;

export const PROFILE_RECENT_DAYS = 7;
export const PROFILE_SUBMISSIONS_ROWS = 15;

export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 500;

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_ERROR_MS = 5000;
export const DELETE_BANNER_MS = 3000;

export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_POINTS: Record<Difficulty, number> = { EASY: 1, MEDIUM: 3, HARD: 5 };

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = 'ADMIN';

export const ACCEPTED = 'Accepted';

/** Largest JSON body the API accepts (a problem with its tests fits comfortably). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Server-side rate limits: at most `max` calls per `windowSeconds`, per client address (and e-mail where named). */
export const RATE_LIMITS = {
  login: { max: 10, windowSeconds: 60 },
  register: { max: 10, windowSeconds: 60 },
  sendOtp: { max: 10, windowSeconds: 60 },
  verifyOtp: { max: 15, windowSeconds: 60 },
  run: { max: 20, windowSeconds: 60 },
  submit: { max: 10, windowSeconds: 60 },
  /** Runs whose custom inputs need the reference solution's output, per account (decision 0007). */
  runReference: { max: 10, windowSeconds: 600 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Limits of the account calls beyond the per-address-and-e-mail ones above: one client address
 * across every e-mail, and one e-mail across every client address (decision 0009).
 */
export const ACCOUNT_RATE_LIMITS = {
  login: {
    perAddress: { max: 20, windowSeconds: 60 },
    perAccount: { max: 20, windowSeconds: 600 },
  },
  sendOtp: {
    perAddress: { max: 20, windowSeconds: 60 },
    perAccount: { max: 10, windowSeconds: 600 },
  },
  verifyOtp: {
    perAddress: { max: 30, windowSeconds: 60 },
    perAccount: { max: 20, windowSeconds: 600 },
  },
} as const;
export type AccountRateLimitName = keyof typeof ACCOUNT_RATE_LIMITS;

/** Slow clients: the whole head must arrive within the first, the whole request within the second. */
export const HTTP_HEADERS_TIMEOUT_MS = 10_000;
export const HTTP_REQUEST_TIMEOUT_MS = 30_000;

/** Custom inputs up to this many characters get the reference solution's output on Run (decision 0007). */
export const REFERENCE_INPUT_MAX = 1024;

/** Program output kept per test in responses and storage; longer text is cut with a note. */
export const RESULT_TEXT_MAX = 64 * 1024;
/** Submissions returned by one list call (newest first). */
export const SUBMISSIONS_LIST_MAX = 500;
