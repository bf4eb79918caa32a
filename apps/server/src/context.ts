import type { JudgeEngine } from '@codedojo/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the feature services need; built once at boot and handed to the routes. */
export type AppContext = {
  db: Db;
  mailer: Mailer;
  config: Config;
  judge: JudgeEngine;
  log: FastifyBaseLogger;
  /** The current time; tests inject their own clock (streaks, the daily problem, reviews). */
  now: () => Date;
};
