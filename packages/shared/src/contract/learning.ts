import { z } from 'zod';
import {
  countSchema,
  daySchema,
  difficultySchema,
  languageSchema,
  perLanguageCodeSchema,
  submissionStatusSchema,
  timestampSchema,
  verdictSchema,
} from './common.ts';
import { endpoint } from './endpoint.ts';
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

export const revealSchema = z.object({
  problemId: z.uuid(),
  title: z.string(),
  difficulty: difficultySchema,
  revealedAt: timestampSchema,
});
export type Reveal = z.infer<typeof revealSchema>;

export const dailyProblemSchema = z.object({
  date: daySchema,
  problem: z.object({
    id: z.uuid(),
    title: z.string(),
    difficulty: difficultySchema,
    tags: z.array(z.string()),
  }),
  solved: z.boolean(),
  streak: streakSchema,
});
export type DailyProblem = z.infer<typeof dailyProblemSchema>;

export const reviewItemSchema = z.object({
  problemId: z.uuid(),
  title: z.string(),
  difficulty: difficultySchema,
  dueAt: timestampSchema,
  due: z.boolean(),
  intervalStep: countSchema,
  reviews: countSchema,
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** Per test only verdict, time and memory: never its input or output. */
export const comparedSubmissionSchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  language: languageSchema,
  status: submissionStatusSchema,
  timeMs: z.number().nonnegative().nullable(),
  memoryKb: z.number().nonnegative().nullable(),
  createdAt: timestampSchema,
  sourceCode: z.string(),
  tests: z.array(
    z.object({
      position: countSchema,
      hidden: z.boolean(),
      passed: z.boolean(),
      status: verdictSchema,
      timeMs: z.number().nonnegative().nullable(),
      memoryKb: z.number().nonnegative().nullable(),
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

export const learningContract = {
  solutions: endpoint({
    method: 'GET',
    path: '/problems/:id/solutions',
    params: idParams,
    response: dataEnvelope(solutionsSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound, C.solutionsLocked],
  }),
  reveal: endpoint({
    method: 'POST',
    path: '/problems/:id/solutions/reveal',
    params: idParams,
    response: dataEnvelope(solutionsSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound],
  }),
  reveals: endpoint({
    method: 'GET',
    path: '/users/me/revealed-solutions',
    response: dataEnvelope(z.array(revealSchema)),
    errors: SIGNED_IN_ERROR_CODES,
  }),
  daily: endpoint({
    method: 'GET',
    path: '/daily',
    response: dataEnvelope(dailyProblemSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.noProblems],
  }),
  dueReviews: endpoint({
    method: 'GET',
    path: '/review',
    response: dataEnvelope(z.array(reviewItemSchema)),
    errors: SIGNED_IN_ERROR_CODES,
  }),
  review: endpoint({
    method: 'GET',
    path: '/review/:problemId',
    params: reviewParams,
    response: dataEnvelope(reviewItemSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.notInReview],
  }),
  skipReview: endpoint({
    method: 'POST',
    path: '/review/:problemId/skip',
    params: reviewParams,
    response: dataEnvelope(reviewItemSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.notInReview],
  }),
  compare: endpoint({
    method: 'GET',
    path: '/compare',
    querystring: compareQuery,
    response: dataEnvelope(comparisonSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.submissionNotFound, C.differentProblems],
  }),
} as const;

export type SolutionsResponse = z.infer<typeof learningContract.solutions.response>;
export type RevealsResponse = z.infer<typeof learningContract.reveals.response>;
export type DailyResponse = z.infer<typeof learningContract.daily.response>;
export type ReviewListResponse = z.infer<typeof learningContract.dueReviews.response>;
export type ReviewResponse = z.infer<typeof learningContract.review.response>;
export type CompareResponse = z.infer<typeof learningContract.compare.response>;
