import { ACCEPTED } from '@codedojo/shared';

const ERROR_STATUSES = new Set(['Error', 'Compilation Error', 'Runtime Error', 'Internal Error']);

export type ResultTone = 'success' | 'error' | 'warning';

/** Spec section 2: success if Accepted, error if an error, warning otherwise. */
export function resultTone(status: string): ResultTone {
  if (status === ACCEPTED) return 'success';
  if (ERROR_STATUSES.has(status)) return 'error';
  return 'warning';
}

export const ALERT_CLASS: Record<ResultTone, string> = {
  success: 'alert-success',
  error: 'alert-error',
  warning: 'alert-warning',
};

export const BADGE_CLASS: Record<ResultTone, string> = {
  success: 'badge-success',
  error: 'badge-error',
  warning: 'badge-warning',
};
