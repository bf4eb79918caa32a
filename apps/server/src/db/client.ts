import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listener, type ListenHandlers, listenPglite, listenPostgres } from './listen.ts';
import { acquireDirLock } from './lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** LISTEN on a channel (the read caches' invalidation, docs/decisions/0012). */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Listener>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several API instances start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 724_311;

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string };

/** PostgreSQL when a URL is given, else the embedded PGlite persisted under DATA_DIR. Migrated on open. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const release = acquireDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
