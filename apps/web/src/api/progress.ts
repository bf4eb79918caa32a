import type { Difficulty, Language } from '@codedojo/shared';
import { api, dataOf } from './client.ts';

/**
 * The read-only calls behind the dashboard, profile and leaderboard (spec section 7), typed
 * once. Every call needs a session.
 */

/** A row of GET /problems/get-all-problems. */
export type CatalogProblem = {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  createdAt: string;
};

/** A row of GET /problems/get-solved-problems. */
export type SolvedProblem = {
  id: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  solvedAt: string;
};

/** A row of GET /submission/get-all-submission, newest first; `problem` is null once deleted. */
export type Submission = {
  id: string;
  problemId: string;
  language: Language;
  status: string;
  sourceCode: string;
  timeMs: number | null;
  memoryKb: number | null;
  createdAt: string;
  problem: { id: string; title: string; difficulty: Difficulty } | null;
};

export type DifficultyCounts = Record<Difficulty, number>;

/** GET /users/me/stats. */
export type ProfileStats = {
  recentSubmissions: number;
  solvedCount: number;
  totalSubmissions: number;
  acceptedSubmissions: number;
  successRate: number;
  difficultyBreakdown: DifficultyCounts;
  languageBreakdown: Partial<Record<Language, number>>;
  daily: { date: string; count: number }[];
};

export type LeaderboardEntry = {
  rank: number;
  user: { id: string; name: string | null; email?: string };
  totalScore: number;
  totalProblemsSolved: number;
  problemsSolved: DifficultyCounts;
};

/** GET /leaderboard/monthly. */
export type Leaderboard = { month: number; year: number; leaderboard: LeaderboardEntry[] };

type Data<T> = { data: T };

export const progressApi = {
  problems: () => api.get<Data<CatalogProblem[]>>('/problems/get-all-problems').then(dataOf),
  solved: () => api.get<Data<SolvedProblem[]>>('/problems/get-solved-problems').then(dataOf),
  submissions: () => api.get<Data<Submission[]>>('/submission/get-all-submission').then(dataOf),
  stats: () => api.get<Data<ProfileStats>>('/users/me/stats').then(dataOf),
  leaderboard: (period?: { month: number; year: number }) =>
    api
      .get<Data<Leaderboard>>(
        period ? `/leaderboard/monthly?month=${period.month}&year=${period.year}` : '/leaderboard/monthly',
      )
      .then(dataOf),
};
