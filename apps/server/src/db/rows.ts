import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a raw SQL query; node-postgres and PGlite both answer `{ rows }`. Cast counts in SQL. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}
