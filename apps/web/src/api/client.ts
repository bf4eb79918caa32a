import { API_BASE } from '@codedojo/shared';

/** A 2xx answer: the parsed envelope (success, message and the endpoint's fields). */
export type ApiOk<T> = { ok: true; status: number; body: T & { success: true; message: string } };
/** A non-2xx answer: the server's `error` (undefined when the body carried none) and per-field details. */
export type ApiErr = {
  ok: false;
  status: number;
  error: string | undefined;
  details?: Record<string, string>;
};
export type ApiResult<T> = ApiOk<T> | ApiErr;

/** Thrown only when no HTTP answer arrived (network down, CORS, aborted). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The typed fetch client of the spec (section 7): base /api/v1, JSON, cookies sent, no timeout,
 * 200-299 is success. Never throws for an HTTP error status; throws NetworkError when no answer came.
 */
export async function request<T = Record<string, never>>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new NetworkError(cause instanceof Error ? cause.message : String(cause));
  }

  let parsed: unknown;
  try {
    const text = await response.text();
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }

  if (response.ok) {
    const envelope = isRecord(parsed) ? parsed : {};
    return { ok: true, status: response.status, body: envelope as ApiOk<T>['body'] };
  }

  const error =
    isRecord(parsed) && typeof parsed.error === 'string' && parsed.error ? parsed.error : undefined;
  const details =
    isRecord(parsed) && isRecord(parsed.details)
      ? Object.fromEntries(
          Object.entries(parsed.details).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return { ok: false, status: response.status, error, ...(details ? { details } : {}) };
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  del: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
