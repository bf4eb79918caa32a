import type { ApiFailure } from '@codedojo/shared';

export function success<T extends Record<string, unknown>>(message: string, extra?: T) {
  return { success: true as const, message, ...extra };
}

export function failure(
  error: string,
  details?: Record<string, string>,
  code?: string,
): ApiFailure & { code?: string } {
  return { success: false, error, ...(details ? { details } : {}), ...(code ? { code } : {}) };
}
