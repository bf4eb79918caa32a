import { type ApiFailure, ERROR_CODES } from '@codedojo/shared';

type Ok = { success: true; message: string };

/** The success envelope (DESIGN section 4); the route's response schema checks and strips it. */
export function success(message: string): Ok;
export function success<T extends object>(message: string, extra: T): Ok & T;
export function success(message: string, extra?: object) {
  return { success: true as const, message, ...extra };
}

/** The failure envelope: always a stable code beside the message shown. */
export function failure(
  error: string,
  details?: Record<string, string>,
  code: string = ERROR_CODES.badRequest,
): ApiFailure {
  return { success: false, error, ...(details ? { details } : {}), code };
}
