import type { FastifyBaseLogger } from 'fastify';
import type { ReadCaches } from './cache/read-caches.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ProgressHub } from './judge/progress.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the feature services need; built once at boot and handed to the routes. */
export type AppContext = {
  db: Db;
  mailer: Mailer;
  config: Config;
  /** Changes of submissions and runs, heard through the database (any process's workers). */
  progress: ProgressHub;
  log: FastifyBaseLogger;
  /** The current time; tests inject their own clock (streaks, the daily problem, reviews). */
  now: () => Date;
  /** Cached bytes of the catalogue, problems and leaderboard, kept fresh by NOTIFY (decision 0012). */
  caches: ReadCaches;
};
