import type { Language } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

export type ComparedTest = {
  position: number;
  hidden: boolean;
  passed: boolean;
  status: string;
  timeMs: number | null;
  memoryKb: number | null;
};
export type ComparedSubmission = {
  id: string;
  problemId: string;
  language: Language;
  status: string;
  timeMs: number | null;
  memoryKb: number | null;
  createdAt: string;
  sourceCode: string;
  tests: ComparedTest[];
};
export type Comparison = { older: ComparedSubmission; newer: ComparedSubmission };

const q = encodeURIComponent;
export const compareApi = {
  get: (a: string, b: string) => api.get<{ data: Comparison }>(`/compare?a=${q(a)}&b=${q(b)}`).then(dataOf),
};
