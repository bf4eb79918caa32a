import { checkSandbox, createJudgeQueue } from '@codedojo/judge';
import dotenv from 'dotenv';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { formatImportSummary, importCatalog } from './catalog/import.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { requeueOrphans } from './judge/jobs.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { promoteAdmins } from './users/queries.ts';

/** Boot: validate config, open + migrate the database, seed, serve, and shut down cleanly. */
async function main() {
  dotenv.config({ quiet: true });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  // The embedded mode owns its data directory alone: jobs a killed process held are claimable now.
  if (database.kind === 'pglite') await requeueOrphans(database.db);
  // Jobs live in the database; this process judges them too unless JUDGE_LOCAL_WORKER=off.
  const localWorker = config.JUDGE_LOCAL_WORKER === 'on';
  const judge = localWorker ? createJudgeQueue() : undefined;
  const sandbox = localWorker ? await checkSandbox() : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    judge,
    sandboxProblem: async () => (sandbox && !sandbox.ok ? sandbox.message : null),
  });

  if (!sandbox) app.log.info('judge: local worker off; `npm run worker` processes judge the queue');
  else if (sandbox.ok) app.log.info(`judge: database queue, local worker on; ${sandbox.message}`);
  else app.log.warn(`${sandbox.message} (submissions stay queued until a worker can judge them)`);

  await promoteAdmins(database.db, config.ADMIN_EMAILS);
  if (!config.isProduction && database.kind === 'pglite') {
    for (const account of await seedDemoAccounts(database.db)) {
      app.log.info(
        `demo ${account.role === 'ADMIN' ? 'admin' : 'learner'} created: ${account.email} / ${account.password}`,
      );
    }
  }

  const catalog = await importCatalog(database.db);
  app.log.info(`catalogue: ${formatImportSummary(catalog)}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The app first (its worker, LISTENs and caches still use the database), then what it used.
    await app.close();
    await judge?.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  app.log.info(`CodeDojo is ready at ${config.APP_URL ?? `http://localhost:${port}`}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
