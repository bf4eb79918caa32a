import { API_BASE, type BodyOf, type Endpoint, type ErrorCode, type ResponseOf } from '@codedojo/shared';

/**
 * A non-2xx answer. `code` is the server's stable error code (decide on it, never on the text);
 * `serverMessage` the server's own `error` text, shown where the spec prefers it; `message` is that
 * text or the caller's fallback.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** The contract's code (contract/errors.ts); undefined when the body carried none. */
    readonly code: ErrorCode | undefined,
    readonly serverMessage: string | undefined,
    readonly details?: Record<string, string>,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

/** Thrown only when no HTTP answer arrived (network down, CORS, aborted). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The server's clock minus this browser's, from the last answer's Date header (whole seconds). */
let clockOffsetMs = 0;

/** The server's time now, as far as this browser can tell: times the server sends compare to it. */
export const serverNow = (): number => Date.now() + clockOffsetMs;

function learnServerClock(response: Response): void {
  const date = Date.parse(response.headers.get('date') ?? '');
  // The header drops the milliseconds: half a second is the middle of what it may have dropped.
  if (Number.isFinite(date)) clockOffsetMs = date + 500 - Date.now();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function stringDetails(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function parseBody(response: Response): Promise<unknown> {
  try {
    const body = await response.text();
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The typed fetch client of the spec (section 7): base /api/v1, JSON, cookies sent, no timeout,
 * 200-299 is success and resolves with the envelope. A non-2xx answer throws ApiError (with the
 * server's `code`), no answer at all throws NetworkError: one error convention for the whole web.
 */
export async function request<R>(method: Method, path: string, body?: unknown): Promise<R> {
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
  learnServerClock(response);
  const parsed = await parseBody(response);
  const envelope = isRecord(parsed) ? parsed : {};
  // The server checks every answer against the contract's response schema before it leaves.
  if (response.ok) return envelope as R;
  throw new ApiError(
    response.status,
    text(envelope.code) as ErrorCode | undefined,
    text(envelope.error),
    stringDetails(envelope.details),
  );
}

/**
 * The calls, typed by the shared contract: `api.get<typeof problemsContract.list>(path)` resolves
 * with that endpoint's response as its schema declares it.
 */
export const api = {
  get: <E extends Endpoint>(path: string) => request<ResponseOf<E>>('GET', path),
  post: <E extends Endpoint>(path: string, body?: BodyOf<E>) =>
    request<ResponseOf<E>>('POST', path, body ?? {}),
  put: <E extends Endpoint>(path: string, body?: BodyOf<E>) =>
    request<ResponseOf<E>>('PUT', path, body ?? {}),
  del: <E extends Endpoint>(path: string, body?: BodyOf<E>) => request<ResponseOf<E>>('DELETE', path, body),
};

/** The `data` of an endpoint whose answer carries it. */
export type DataOf<E extends Endpoint> = ResponseOf<E> extends { data: infer T } ? T : never;

/** The `data` field of an envelope: most endpoints answer `{ data }`. */
export const dataOf = <T>(envelope: { data: T }): T => envelope.data;

/** The text to show for a failed call: the server's own when it sent one, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The stable code of a failed call (undefined for no answer or a body without one). */
export const errorCode = (error: unknown): ErrorCode | undefined =>
  error instanceof ApiError ? error.code : undefined;
