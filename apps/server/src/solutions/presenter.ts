import type { Difficulty } from '@codedojo/shared';
import type { ProblemRow } from '../db/schema.ts';

/** What a learner may see once unlocked: the editorial and the references. Never any test. */
export function presentSolutions(problem: ProblemRow, revealedAt: Date | null) {
  return {
    problemId: problem.id,
    editorial: problem.editorial ?? null,
    referenceSolution: problem.referenceSolutions,
    revealedBeforeSolving: revealedAt !== null,
    revealedAt: revealedAt?.toISOString() ?? null,
  };
}

export function presentReveal(row: {
  problemId: string;
  title: string;
  difficulty: Difficulty;
  revealedAt: Date;
}) {
  return {
    problemId: row.problemId,
    title: row.title,
    difficulty: row.difficulty,
    revealedAt: row.revealedAt.toISOString(),
  };
}
