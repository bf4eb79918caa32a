import { ERROR_CODES, SERVER } from '@codedojo/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { failure } from './reply.ts';

/** Fastify's own client errors, by code, with the message we show instead of its internals. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: SERVER.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: SERVER.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: SERVER.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: SERVER.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: SERVER.invalidInput },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: SERVER.unsupportedMediaType },
};

function validationDetails(
  issues: { instancePath: string; message?: string; params: Record<string, unknown> }[],
) {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = issue.params.keys;
    if (Array.isArray(unknownKeys)) {
      for (const key of unknownKeys) details[String(key)] ??= `Unknown field: ${String(key)}`;
      continue;
    }
    details[field || '_'] ??= issue.message ?? SERVER.invalidInput;
  }
  return details;
}

/** Every error leaves as the DESIGN section 4 envelope; only a bug produces a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.message, error.details, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(error.validation);
      const first = Object.values(details)[0] ?? SERVER.invalidInput;
      return reply.status(400).send(failure(first, details, ERROR_CODES.validationFailed));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(known.message, undefined, error.code));
    if (error.statusCode === 429) {
      return reply.status(429).send(failure(SERVER.rateLimited, undefined, ERROR_CODES.rateLimited));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's other client errors share one code: the contract names no internals.
      request.log.info({ err: error }, 'client error');
      return reply
        .status(error.statusCode)
        .send(failure(SERVER.invalidInput, undefined, ERROR_CODES.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(SERVER.internal, undefined, ERROR_CODES.internal));
  });
}
