import type { JudgeEngine } from '@codedojo/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCaches } from './cache/read-caches.ts';
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
  caches: ReadCaches;
};
