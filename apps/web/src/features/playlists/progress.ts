import type { Playlist, PlaylistEntry } from '@codedojo/shared';
import { DIFFICULTIES, type Difficulty } from '@codedojo/shared';
import { percent } from '../../lib/format.ts';

export type PlaylistProblem = PlaylistEntry['problem'];

export const isSolved = (problem: PlaylistProblem) => problem.solvedBy.length > 0;

export type PlaylistProgress = {
  total: number;
  solved: number;
  /** Rounded to a whole percent (spec section 9). */
  percent: number;
  byDifficulty: Record<Difficulty, number>;
};

export function playlistProgress(playlist: Playlist): PlaylistProgress {
  const problems = playlist.problems.map((entry) => entry.problem);
  const solved = problems.filter(isSolved).length;
  const byDifficulty = { EASY: 0, MEDIUM: 0, HARD: 0 };
  for (const difficulty of DIFFICULTIES) {
    byDifficulty[difficulty] = problems.filter((problem) => problem.difficulty === difficulty).length;
  }
  return { total: problems.length, solved, percent: percent(solved, problems.length), byDifficulty };
}
