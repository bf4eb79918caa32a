import { type Endpoint, failureEnvelope } from '@codedojo/shared';
import type { z } from 'zod';

type Field<E, K extends string> = K extends keyof E ? E[K] : undefined;
type SuccessStatus<E extends Endpoint> = E['status'] extends number ? E['status'] : 200;
type Failure<E extends Endpoint> = ReturnType<typeof failureEnvelope<E['errors']>>;

/**
 * The Fastify schema of a contract endpoint: its request schemas, and its success and failure
 * envelopes as responses, so what leaves the server is checked against the contract (and
 * stripped to it) by the zod serializer, and /api/docs documents every answer.
 */
export function routeSchema<const E extends Endpoint>(endpoint: E, tags: string[] = []) {
  const failure = failureEnvelope(endpoint.errors) as Failure<E>;
  const success = endpoint.contentType
    ? { content: { [endpoint.contentType]: { schema: endpoint.response } } }
    : endpoint.response;
  return {
    tags,
    params: endpoint.params as Field<E, 'params'>,
    querystring: endpoint.querystring as Field<E, 'querystring'>,
    body: endpoint.body as Field<E, 'body'>,
    response: {
      [endpoint.status ?? 200]: success,
      '4xx': failure,
      '5xx': failure,
    } as { [S in SuccessStatus<E>]: E['response'] } & { '4xx': Failure<E>; '5xx': Failure<E> },
  };
}

/**
 * A body the route sends as bytes it built itself (the read caches): checked and stripped
 * against the endpoint's schema when built, since a Buffer skips the serializer.
 */
export const checkedBody = <E extends Endpoint>(endpoint: E, body: z.input<E['response']>) =>
  endpoint.response.encode(body as never) as z.output<E['response']>;
