/**
 * The stable `code` of every failure the API sends. Clients decide on these, never on the
 * English message (which is the spec's and may be shown as is).
 */
export const ERROR_CODES = {
  // Any endpoint (see COMMON_ERROR_CODES).
  validationFailed: 'validation_failed',
  badRequest: 'bad_request',
  nulCharacter: 'nul_character',
  invalidJson: 'FST_ERR_CTP_INVALID_JSON_BODY',
  emptyJson: 'FST_ERR_CTP_EMPTY_JSON_BODY',
  bodyTooLarge: 'FST_ERR_CTP_BODY_TOO_LARGE',
  invalidMediaType: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  invalidContentLength: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  invalidContentType: 'FST_ERR_CTP_INVALID_TYPE',
  crossOrigin: 'cross_origin',
  rateLimited: 'rate_limited',
  internal: 'internal',
  routeNotFound: 'route_not_found',
  // Sessions and roles.
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  // Accounts.
  emailTaken: 'email_taken',
  userNotFound: 'user_not_found',
  invalidCredentials: 'invalid_credentials',
  invalidPassword: 'invalid_password',
  passwordAlreadySet: 'password_already_set',
  otpInvalid: 'otp_invalid',
  otpAttempts: 'otp_attempts',
  otpSendLimit: 'otp_send_limit',
  mailUnavailable: 'mail_unavailable',
  // Problems, runs and submissions.
  problemNotFound: 'problem_not_found',
  referenceSolutionFailed: 'reference_solution_failed',
  submissionNotFound: 'submission_not_found',
  judgeUnavailable: 'judge_unavailable',
  // Playlists.
  playlistNotFound: 'playlist_not_found',
  playlistNameTaken: 'playlist_name_taken',
  unknownProblems: 'unknown_problems',
  // Learning features.
  solutionsLocked: 'solutions_locked',
  noProblems: 'no_problems',
  notInReview: 'not_in_review',
  differentProblems: 'different_problems',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const C = ERROR_CODES;

/** What any endpoint may answer: a malformed request, a refused origin, a rate limit, a bug. */
export const COMMON_ERROR_CODES = [
  C.validationFailed,
  C.badRequest,
  C.nulCharacter,
  C.invalidJson,
  C.emptyJson,
  C.bodyTooLarge,
  C.invalidMediaType,
  C.invalidContentLength,
  C.invalidContentType,
  C.crossOrigin,
  C.rateLimited,
  C.internal,
] as const;

/** Endpoints behind a session. */
export const SIGNED_IN_ERROR_CODES = [C.unauthorized] as const;
/** Endpoints for admins only. */
export const ADMIN_ERROR_CODES = [C.unauthorized, C.forbidden] as const;
