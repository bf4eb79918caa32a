/**
 * The app side of `npm run bench:api`: a real CodeDojo API on a fresh database (PGlite in a temp
 * dir, or the PostgreSQL named by BENCH_DATABASE_URL) holding the whole catalogue, 100 users with
 * solves this month, one signed-in learner and one signed-in admin. Prints one JSON line
 * {port, cookie, adminCookie, problemId}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JudgeEngine } from '@codedojo/judge';
import { SESSION_COOKIE } from '@codedojo/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { createSession } from '../apps/server/src/auth/sessions.ts';
import { importCatalog } from '../apps/server/src/catalog/import.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { problems, solved, users } from '../apps/server/src/db/schema.ts';

const USERS = 100;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await importCatalog(database.db);

const catalogue = await database.db.select({ id: problems.id }).from(problems);
const people = await database.db
  .insert(users)
  .values(
    Array.from({ length: USERS }, (_, i) => ({
      name: `Bench User ${i}`,
      email: `bench${i}@example.com`,
      passwordHash: 'not-a-hash',
      isEmailVerified: true,
    })),
  )
  .returning({ id: users.id });
const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
await database.db.insert(solved).values(
  people.flatMap((person, i) =>
    catalogue.slice(0, 1 + (i % 20)).map((problem, j) => ({
      userId: person.id,
      problemId: problem.id,
      firstSolvedAt: new Date(monthStart.getTime() + (i * 20 + j) * 1000),
    })),
  ),
);
const viewer = people[0];
const problem = catalogue[0];
if (!viewer || !problem) throw new Error('bench seed produced no user or problem');
const session = await createSession(database.db, viewer.id, {});
// An admin too: the admin screens' list carries whole statements (decision 0024).
const [admin] = await database.db
  .insert(users)
  .values({ name: 'Bench Admin', email: 'bench-admin@example.com', role: 'ADMIN', isEmailVerified: true })
  .returning({ id: users.id });
if (!admin) throw new Error('bench seed produced no admin');
const adminSession = await createSession(database.db, admin.id, {});

// Nothing is judged here.
const judge: JudgeEngine = {
  judge: () => Promise.reject(new Error('the API bench judges nothing')),
  close: async () => {},
};
const app = await buildApp({ config, database, judge, webDist: path.join(dataDir, 'no-web') });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(
  JSON.stringify({
    port,
    cookie: `${SESSION_COOKIE}=${session.token}`,
    adminCookie: `${SESSION_COOKIE}=${adminSession.token}`,
    problemId: problem.id,
  }),
);

const shutdown = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
