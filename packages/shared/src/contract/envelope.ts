import { z } from 'zod';
import { COMMON_ERROR_CODES, type ErrorCode } from './errors.ts';

/**
 * The response envelope of DESIGN section 4, as the server sends it: a success carries a
 * message and (most calls) `data`; a failure carries the message to show, optional per-field
 * messages and a stable `code` the client decides on (never the English text).
 */
export const okEnvelope = z.object({ success: z.literal(true), message: z.string() });

/** A success whose payload sits in `data`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => okEnvelope.extend({ data });

export const failureEnvelope = <const C extends readonly ErrorCode[]>(codes: C) =>
  z.object({
    success: z.literal(false),
    error: z.string(),
    details: z.record(z.string(), z.string()).optional(),
    code: z.enum([...COMMON_ERROR_CODES, ...codes]),
  });

/** Any failure, whatever the endpoint. */
export const apiFailureSchema = failureEnvelope([]).extend({ code: z.string() });
export type ApiFailure = z.infer<typeof apiFailureSchema>;
