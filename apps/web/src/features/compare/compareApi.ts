import type { ComparedSubmission, learningContract } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

export type ComparedTest = ComparedSubmission['tests'][number];

const q = encodeURIComponent;
export const compareApi = {
  get: (a: string, b: string) =>
    api.get<typeof learningContract.compare>(`/compare?a=${q(a)}&b=${q(b)}`).then(dataOf),
};
