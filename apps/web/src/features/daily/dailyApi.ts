import type { learningContract } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

export const dailyApi = {
  get: () => api.get<typeof learningContract.daily>('/daily').then(dataOf),
};
