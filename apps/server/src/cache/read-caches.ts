import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CACHE_CHANNEL, CacheBus } from './bus.ts';
import { JsonCache } from './json-cache.ts';
import { SessionCache } from './session-cache.ts';

/** Every read cache of one process, fed by one LISTEN subscription (docs/decisions/0012). */
export type ReadCaches = {
  bus: CacheBus;
  /** The catalogue list, keyed by the viewer's role: learners get statement previews (decision 0024). */
  problemList: JsonCache;
  /** One problem, keyed by id and by the viewer's role (learner or admin view). */
  problem: JsonCache;
  /** A month's leaderboard, keyed by year-month. */
  leaderboard: JsonCache;
  sessions: SessionCache;
  /** Waits until this process has heard of every change committed so far. */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

export async function createReadCaches(database: Database): Promise<ReadCaches> {
  const bus = new CacheBus();
  const listener = await database.watch(CACHE_CHANNEL, {
    onPayload: (payload) => bus.receive(payload),
    onLive: (live) => bus.setLive(live),
  });
  const notify = async (payload: string) => {
    await database.db.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`);
  };
  return {
    bus,
    problemList: new JsonCache(bus, 'problems', 2),
    problem: new JsonCache(bus, 'problems', 2000),
    leaderboard: new JsonCache(bus, 'leaderboard', 120),
    sessions: new SessionCache(bus),
    // PGlite delivers a commit's notifications before the writing query returns: nothing to wait for.
    sync: database.kind === 'pglite' ? async () => {} : () => bus.sync(notify),
    close: () => listener.close(),
  };
}
