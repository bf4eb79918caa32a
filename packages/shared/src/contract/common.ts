import { z } from 'zod';
import { LANGUAGE_KEYS, type Language } from '../languages.ts';
import { DIFFICULTIES, ROLES } from '../limits.ts';
import { SUBMISSION_PENDING } from '../submissions.ts';
import { VERDICT_LIST } from './verdicts.ts';

/** Building blocks of the response schemas. */
export const languageSchema = z.enum(LANGUAGE_KEYS as [Language, ...Language[]]);
export const difficultySchema = z.enum(DIFFICULTIES);
export const roleSchema = z.enum(ROLES);
export const verdictSchema = z.enum(VERDICT_LIST);
/** A submission's status: still being judged, or its verdict. */
export const submissionStatusSchema = z.enum([...SUBMISSION_PENDING, ...VERDICT_LIST]);
/** Timestamps leave the server as ISO 8601 in UTC. */
export const timestampSchema = z.iso.datetime();
/** A UTC calendar day, YYYY-MM-DD. */
export const daySchema = z.iso.date();
export const perLanguageCodeSchema = z.object({
  JAVASCRIPT: z.string(),
  PYTHON: z.string(),
  JAVA: z.string(),
} satisfies Record<Language, z.ZodString>);
export const countSchema = z.number().int().nonnegative();
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
