import { ACCEPTED, isPendingStatus, type Verdict } from '@codedojo/shared';

/** The verdicts that are errors (spec section 2, problem page: a result alert is "error if Error"). */
const ERROR_VERDICTS: ReadonlySet<string> = new Set<Verdict>([
  'Compilation Error',
  'Runtime Error',
  'Internal Error',
]);

export type VerdictTone = 'success' | 'error' | 'warning' | 'pending';

/**
 * The web's two verdict → tone rules, both from the spec and kept here only (decision 0020).
 * Result alerts, test cards and progress chips (spec section 2, problem page): Accepted succeeds, errors are
 * errors, any other verdict (Wrong Answer, limits) warns. A submission still queued or judged
 * is pending in both rules (the spec predates the queue).
 */
export function verdictTone(status: string): VerdictTone {
  if (status === ACCEPTED) return 'success';
  if (isPendingStatus(status)) return 'pending';
  if (ERROR_VERDICTS.has(status)) return 'error';
  return 'warning';
}

/** Status badges in submission lists (spec section 2, profile page): Accepted green, every other verdict red. */
export function badgeTone(status: string): VerdictTone {
  if (status === ACCEPTED) return 'success';
  if (isPendingStatus(status)) return 'pending';
  return 'error';
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
