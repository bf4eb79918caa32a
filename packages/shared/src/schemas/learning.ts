import { z } from 'zod';

/** `/problems/:id/solutions`, `/review/:problemId/skip`: ids are checked by the route (404). */
export const problemIdParams = z.object({ id: z.string().max(100) });
export const reviewParams = z.object({ problemId: z.string().max(100) });
/** `/submission/compare?a=&b=`: two of the user's submissions. */
export const compareQuery = z.object({ a: z.string().max(100), b: z.string().max(100) });
