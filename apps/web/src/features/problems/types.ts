import type { BodyOf, problemsContract } from '@codedojo/shared';

/** The body of create-problem and update-problem. */
export type ProblemPayload = BodyOf<typeof problemsContract.create>;

/** Live progress of a submission being judged: one chip per test, filled as its event arrives. */
export type SubmissionProgress = {
  id: string;
  status: string;
  total: number;
  chips: (string | null)[];
};
