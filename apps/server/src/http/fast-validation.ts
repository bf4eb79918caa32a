import { idParams, leaderboardQuerySchema } from '@codedojo/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A quick check for the common, valid shape of a schema's input: it returns what zod would
 * return for that input, or undefined to let zod decide (and word any 400) as before.
 */
type Quick = (data: unknown) => object | undefined;

const quickChecks = new Map<z.ZodType, Quick>([
  // `:id` params: a string of at most 100 characters (zod keeps only `id`).
  [
    idParams,
    (data) => {
      const id = (data as { id?: unknown }).id;
      return typeof id === 'string' && id.length <= 100 ? { id } : undefined;
    },
  ],
  // No query string at all: every field is optional, so zod would answer {}.
  [leaderboardQuerySchema, (data) => (isEmpty(data) ? {} : undefined)],
]);

function isEmpty(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  for (const _ in data) return false;
  return true;
}

/**
 * fastify-type-provider-zod's validator compiler, with a quick path for the schemas above: the
 * hottest reads (a problem, the leaderboard) no longer run zod on every request. Same values,
 * same errors (docs/decisions/0018-read-path.md).
 */
export const fastValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const quick = quickChecks.get(route.schema);
  if (!quick) return validate;
  return (data) => {
    const value = quick(data);
    return value ? { value } : validate(data);
  };
};
