import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { deleteExpiredSessions } from './sessions.ts';

/** Deletes expired sessions once the app is ready, then every interval until it closes. */
export function startSessionSweeper(app: FastifyInstance, db: Db, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await deleteExpiredSessions(db);
    } catch (error) {
      app.log.warn({ err: error }, 'could not delete expired sessions');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
