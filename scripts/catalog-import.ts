/** `npm run catalog:import`: loads the catalogue into the configured database (DATABASE_URL or PGlite). */
import { formatImportSummary, importCatalog } from '../apps/server/src/catalog/import.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const summary = await importCatalog(database.db);
  console.log(`catalogue (${database.kind}): ${formatImportSummary(summary)}`);
  if (summary.invalid.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
