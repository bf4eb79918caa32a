import { isPendingStatus, VERDICTS } from '@codedojo/shared';

/** The verdicts that are errors (spec section 5: "error if Error"); every other verdict warns. */
const ERROR_VERDICTS: ReadonlySet<string> = new Set([
  VERDICTS.COMPILATION_ERROR,
  VERDICTS.RUNTIME_ERROR,
  VERDICTS.INTERNAL_ERROR,
]);

export type VerdictTone = 'success' | 'error' | 'warning' | 'pending';

/**
 * The one verdict → tone rule of the web (decision 0020): Accepted succeeds, errors are errors, a
 * submission still queued or judged is pending, any other verdict (Wrong Answer, limits) warns.
 */
export function verdictTone(status: string): VerdictTone {
  if (status === VERDICTS.ACCEPTED) return 'success';
  if (isPendingStatus(status)) return 'pending';
  if (ERROR_VERDICTS.has(status)) return 'error';
  return 'warning';
}

export const ALERT_CLASS: Record<VerdictTone, string> = {
  success: 'alert-success',
  error: 'alert-error',
  warning: 'alert-warning',
  pending: 'alert-info',
};

export const BADGE_CLASS: Record<VerdictTone, string> = {
  success: 'badge-success',
  error: 'badge-error',
  warning: 'badge-warning',
  pending: 'badge-info',
};
