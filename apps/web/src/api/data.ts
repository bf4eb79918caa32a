import type { ApiResult } from './client.ts';

/** A failed call: the server's `error` when it sent one (else the caller's fallback), and the status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly serverError: string | undefined,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The `data` of a 2xx envelope; throws ApiError (non-2xx) or NetworkError (no answer). */
export async function dataOf<T>(call: Promise<ApiResult<{ data: T }>>, fallback: string): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiError(result.error ?? fallback, result.status, result.error, result.details);
  return result.body.data;
}

/** The message to show for a failed call: the server's own text when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

/** Resolves when the call answered 2xx; throws ApiError (non-2xx) or NetworkError (no answer). */
export async function ensureOk(call: Promise<ApiResult<unknown>>, fallback: string): Promise<void> {
  const result = await call;
  if (!result.ok) throw new ApiError(result.error ?? fallback, result.status, result.error, result.details);
}
