import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { type COMMON_ERROR_CODES, type ErrorCode, SIGNED_IN_ERROR_CODES } from './errors.ts';

/**
 * One call of the API: where it lives (under API_BASE), what it takes, what it answers on
 * success (the whole envelope) and the codes of its failures beyond COMMON_ERROR_CODES.
 * The server's routes declare these schemas; the web is typed from them.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The success status; 200 unless named. */
  status?: 200 | 201 | 202;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** A response that is not JSON (the event stream): its media type; `response` is then its text. */
  contentType?: string;
  errors: readonly ErrorCode[];
};

export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** A signed-in user's list of `item`s: GET, no parameters, `data` is the array. */
export const listEndpoint = <const P extends string, T extends z.ZodType>(path: P, item: T) =>
  endpoint({ method: 'GET', path, response: dataEnvelope(z.array(item)), errors: SIGNED_IN_ERROR_CODES });

/** What a successful call of `E` answers. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** The body `E` takes, before its schema's defaults and transforms. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The codes a failure of `E` may carry. */
export type ErrorCodeOf<E extends Endpoint> = E['errors'][number] | (typeof COMMON_ERROR_CODES)[number];
