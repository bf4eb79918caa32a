import type { Difficulty } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

export type Streak = { current: number; longest: number };
export type Daily = {
  date: string;
  problem: { id: string; title: string; difficulty: Difficulty; tags: string[] };
  solved: boolean;
  streak: Streak;
};

export const dailyApi = {
  get: () => api.get<{ data: Daily }>('/daily').then(dataOf),
};
