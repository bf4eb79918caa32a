import { z } from 'zod';
import {
  countSchema,
  daySchema,
  measureSchema,
  perLanguageCodeSchema,
  problemCardSchema,
  problemRefShape,
  submissionShape,
  timestampSchema,
  verdictSchema,
} from './common.ts';
import { endpoint, listEndpoint } from './endpoint.ts';
import { dataEnvelope } from './envelope.ts';
import { ERROR_CODES as C, SIGNED_IN_ERROR_CODES } from './errors.ts';
import { idField, idParams } from './ids.ts';
import { streakSchema } from './users.ts';

/** Learning features (issue 14): solutions, the daily problem, the review queue, compare. */

/** What a learner may see once unlocked: the editorial and the references. Never any test. */
export const solutionsSchema = z.object({
  problemId: z.uuid(),
  editorial: z.string().nullable(),
  referenceSolution: perLanguageCodeSchema,
  revealedBeforeSolving: z.boolean(),
  revealedAt: timestampSchema.nullable(),
});
export type Solutions = z.infer<typeof solutionsSchema>;

export const revealSchema = z.object({ ...problemRefShape, revealedAt: timestampSchema });
export type Reveal = z.infer<typeof revealSchema>;

export const dailyProblemSchema = z.object({
  date: daySchema,
  problem: problemCardSchema.extend({ tags: z.array(z.string()) }),
  solved: z.boolean(),
  streak: streakSchema,
});
export type DailyProblem = z.infer<typeof dailyProblemSchema>;

export const reviewItemSchema = z.object({
  ...problemRefShape,
  dueAt: timestampSchema,
  due: z.boolean(),
  intervalStep: countSchema,
  reviews: countSchema,
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** Per test only verdict, time and memory: never its input or output. */
export const comparedSubmissionSchema = z.object({
  ...submissionShape,
  sourceCode: z.string(),
  tests: z.array(
    z
      .object({ position: countSchema, hidden: z.boolean(), passed: z.boolean(), status: verdictSchema })
      .extend({
        timeMs: measureSchema,
        memoryKb: measureSchema,
      }),
  ),
});
export type ComparedSubmission = z.infer<typeof comparedSubmissionSchema>;
export const comparisonSchema = z.object({
  older: comparedSubmissionSchema,
  newer: comparedSubmissionSchema,
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** `/review/:problemId`. */
export const reviewParams = z.object({ problemId: idField });
/** `/compare?a=&b=`: two of the user's submissions. */
export const compareQuery = z.object({ a: idField, b: idField });

/** A problem's solutions: read once unlocked, or revealed (which unlocks them). */
const problemSolutions = { params: idParams, response: dataEnvelope(solutionsSchema) } as const;

/** One problem's review state: read, or after a skip. */
const oneReview = {
  params: reviewParams,
  response: dataEnvelope(reviewItemSchema),
  errors: [...SIGNED_IN_ERROR_CODES, C.notInReview],
} as const;

export const learningContract = {
  solutions: endpoint({
    method: 'GET',
    path: '/problems/:id/solutions',
    ...problemSolutions,
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound, C.solutionsLocked],
  }),
  reveal: endpoint({
    method: 'POST',
    path: '/problems/:id/solutions/reveal',
    ...problemSolutions,
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound],
  }),
  reveals: listEndpoint('/users/me/revealed-solutions', revealSchema),
  daily: endpoint({
    method: 'GET',
    path: '/daily',
    response: dataEnvelope(dailyProblemSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.noProblems],
  }),
  dueReviews: listEndpoint('/review', reviewItemSchema),
  review: endpoint({ method: 'GET', path: '/review/:problemId', ...oneReview }),
  skipReview: endpoint({ method: 'POST', path: '/review/:problemId/skip', ...oneReview }),
  compare: endpoint({
    method: 'GET',
    path: '/compare',
    querystring: compareQuery,
    response: dataEnvelope(comparisonSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.submissionNotFound, C.differentProblems],
  }),
} as const;
