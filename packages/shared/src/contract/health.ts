import { z } from 'zod';
import { countSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { dataEnvelope } from './envelope.ts';

/** The database the server runs on. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;

export const healthSchema = z.object({
  database: z.enum(DATABASE_KINDS),
  queue: z.object({ queued: countSchema, running: countSchema, liveWorkers: countSchema }),
});
export type Health = z.infer<typeof healthSchema>;

export const healthContract = {
  health: endpoint({ method: 'GET', path: '/health', response: dataEnvelope(healthSchema), errors: [] }),
} as const;
