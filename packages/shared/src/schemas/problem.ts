import { z } from 'zod';
import { normalizeHints } from '../hints.ts';
import { type Language, resolveLanguage } from '../languages.ts';
import { DESCRIPTION_MIN, DIFFICULTIES, TITLE_MIN } from '../limits.ts';
import { VALIDATION } from '../messages.ts';

export const PROBLEM_LIMITS = {
  titleMax: 200,
  descriptionMax: 20_000,
  tagMax: 40,
  tagsMax: 10,
  constraintsMax: 5_000,
  hintMax: 2_000,
  hintsMax: 20,
  editorialMax: 50_000,
  examplesMax: 20,
  testCasesMax: 100,
  testCaseBytes: 1024 * 1024,
  codeBytes: 64 * 1024,
  runInputsMax: 20,
  /** Create and update carry whole test suites. */
  bodyBytes: 16 * 1024 * 1024,
} as const;

const codeField = (message: string) =>
  z
    .string({ error: message })
    .refine((code) => code.trim().length > 0, message)
    .refine((code) => code.length <= PROBLEM_LIMITS.codeBytes, VALIDATION.codeTooLong);

const perLanguage = (messages: Record<Language, string>) =>
  z.object(
    {
      JAVASCRIPT: codeField(messages.JAVASCRIPT),
      PYTHON: codeField(messages.PYTHON),
      JAVA: codeField(messages.JAVA),
    },
    { error: messages.JAVASCRIPT },
  );

const exampleSchema = z.object({
  input: z.string({ error: VALIDATION.inputRequired }).trim().min(1, VALIDATION.inputRequired).max(10_000),
  output: z.string({ error: VALIDATION.outputRequired }).trim().min(1, VALIDATION.outputRequired).max(10_000),
  explanation: z.string().trim().max(5_000).optional().nullable(),
});

/** A test's text is required, but an empty line ("\n") is a value: an empty list prints one. */
const hasContent = (value: string) => value.trim().length > 0 || value.includes('\n');

const testCaseSchema = z.object({
  input: z
    .string({ error: VALIDATION.inputRequired })
    .refine(hasContent, VALIDATION.inputRequired)
    .refine((value) => value.length <= PROBLEM_LIMITS.testCaseBytes, VALIDATION.testCaseTooLarge),
  output: z
    .string({ error: VALIDATION.outputRequired })
    .refine(hasContent, VALIDATION.outputRequired)
    .refine((value) => value.length <= PROBLEM_LIMITS.testCaseBytes, VALIDATION.testCaseTooLarge),
  hidden: z.boolean().optional().default(false),
});

/** The problem schema of spec section 5, shared by the admin forms and create/update. */
export const problemSchema = z.object({
  title: z
    .string({ error: VALIDATION.titleMin })
    .trim()
    .min(TITLE_MIN, VALIDATION.titleMin)
    .max(PROBLEM_LIMITS.titleMax, VALIDATION.titleMax),
  description: z
    .string({ error: VALIDATION.descriptionMin })
    .trim()
    .min(DESCRIPTION_MIN, VALIDATION.descriptionMin)
    .max(PROBLEM_LIMITS.descriptionMax, VALIDATION.descriptionMax),
  difficulty: z.enum(DIFFICULTIES, { error: VALIDATION.difficulty }),
  tags: z
    .array(z.string({ error: VALIDATION.tagRequired }).trim().max(PROBLEM_LIMITS.tagMax, VALIDATION.tagMax), {
      error: VALIDATION.tagRequired,
    })
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .refine((tags) => tags.length > 0, VALIDATION.tagRequired)
    .refine((tags) => tags.length <= PROBLEM_LIMITS.tagsMax, VALIDATION.tagsMax),
  constraints: z
    .string({ error: VALIDATION.constraintsRequired })
    .trim()
    .min(1, VALIDATION.constraintsRequired)
    .max(PROBLEM_LIMITS.constraintsMax, VALIDATION.constraintsMax),
  hints: z
    .union([z.string(), z.array(z.string())], { error: VALIDATION.hintsMax })
    .optional()
    .nullable()
    .transform((value) => normalizeHints(value))
    .refine(
      (hints) =>
        hints.length <= PROBLEM_LIMITS.hintsMax &&
        hints.every((hint) => hint.length <= PROBLEM_LIMITS.hintMax),
      VALIDATION.hintsMax,
    ),
  editorial: z
    .string()
    .trim()
    .max(PROBLEM_LIMITS.editorialMax, VALIDATION.editorialMax)
    .optional()
    .nullable()
    .transform((value) => value || null),
  examples: z
    .record(z.string().trim().min(1).max(100), exampleSchema, { error: VALIDATION.exampleRequired })
    .refine((examples) => Object.keys(examples).length > 0, VALIDATION.exampleRequired)
    .refine((examples) => Object.keys(examples).length <= PROBLEM_LIMITS.examplesMax, VALIDATION.examplesMax),
  testCases: z
    .array(testCaseSchema, { error: VALIDATION.testCaseRequired })
    .min(1, VALIDATION.testCaseRequired)
    .max(PROBLEM_LIMITS.testCasesMax, VALIDATION.testCasesMax),
  codeSnippet: perLanguage(VALIDATION.snippetRequired),
  referenceSolution: perLanguage(VALIDATION.solutionRequired),
});
export type ProblemInput = z.input<typeof problemSchema>;
export type ProblemData = z.output<typeof problemSchema>;

const languageField = z
  .union([z.string(), z.number()], { error: VALIDATION.language })
  .transform((value, ctx) => {
    const language = resolveLanguage(value);
    if (!language) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.language });
      return z.NEVER;
    }
    return language;
  });

/** Body of /execute-code/run and /execute-code/submit (spec section 7). */
export const executeSchema = z.object({
  source_code: z
    .string({ error: VALIDATION.emptyCode })
    .refine((code) => code.trim().length > 0, VALIDATION.emptyCode)
    .refine((code) => code.length <= PROBLEM_LIMITS.codeBytes, VALIDATION.codeTooLong),
  language_id: languageField,
  /** Not checked for shape: a malformed id is an unknown problem, 404 (decision 0019). */
  problem_id: z.string({ error: VALIDATION.problemId }),
  stdin: z
    .array(z.string().max(PROBLEM_LIMITS.testCaseBytes, VALIDATION.testCaseTooLarge))
    .max(PROBLEM_LIMITS.runInputsMax, VALIDATION.runInputsMax)
    .optional()
    .default([]),
  expected_outputs: z
    .array(z.string().max(PROBLEM_LIMITS.testCaseBytes, VALIDATION.testCaseTooLarge).nullable())
    .max(PROBLEM_LIMITS.runInputsMax, VALIDATION.runInputsMax)
    .optional()
    .default([]),
});
/** A run or submit body once parsed: the language resolved, the optional lists defaulted. */
export type ExecuteData = z.output<typeof executeSchema>;
