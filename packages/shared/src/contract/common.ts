import { z } from 'zod';
import { LANGUAGE_KEYS, type Language } from '../languages.ts';
import { DIFFICULTIES, ROLES } from '../limits.ts';
import { SUBMISSION_PENDING } from '../submissions.ts';
import { VERDICT_LIST } from './verdicts.ts';

/** Building blocks of the response schemas. */
/** The language keys as a non-empty tuple, for enums (zod's and the database's). */
export const LANGUAGE_ENUM = LANGUAGE_KEYS as [Language, ...Language[]];
export const languageSchema = z.enum(LANGUAGE_ENUM);
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
/** Milliseconds or kilobytes a run took; null until judged. */
export const measureSchema = z.number().nonnegative().nullable();

/** A problem as lists name it. */
export const problemCardSchema = z.object({ id: z.uuid(), title: z.string(), difficulty: difficultySchema });
/** The same, keyed by `problemId` beside facts about it (reviews, reveals). */
export const problemRefShape = {
  problemId: z.uuid(),
  title: z.string(),
  difficulty: difficultySchema,
} as const;

/** What every view of a submission starts with. */
export const submissionShape = {
  id: z.uuid(),
  problemId: z.uuid(),
  language: languageSchema,
  status: submissionStatusSchema,
  createdAt: timestampSchema,
  timeMs: measureSchema,
  memoryKb: measureSchema,
} as const;
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
