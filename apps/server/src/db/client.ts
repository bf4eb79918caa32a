import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ListenHandlers, listenPglite, listenPostgres, type Watch } from './listen.ts';
import { acquireDirLock } from './lock.ts';
import { nameStatements } from './pg-statements.ts';
import { createPglite } from './pglite-client.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Listener = (payload: string) => void;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (PostgreSQL: one dedicated connection; PGlite: in-process). Resolves to an unlisten. */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  /**
   * LISTEN that also reports whether it can be trusted right now (the read caches' invalidation,
   * docs/decisions/0012): a cache must stop serving while its notifications may be lost.
   */
  watch: (channel: string, handlers: ListenHandlers) => Promise<Watch>;
  close: () => Promise<void>;
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
  // An idle connection the server dropped (restart, failover): the pool reconnects on the next query.
  pool.on('error', () => {});
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    client.release();
  }
  const db = drizzlePg(nameStatements(pool), { schema }) as unknown as Db;
  const listeners = new PgListeners(url);
  return {
    db,
    kind: 'postgres',
    listen: (channel, listener) => listeners.listen(channel, listener),
    watch: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: async () => {
      await listeners.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const release = acquireDirLock(dataDir);
  try {
    const client = await createPglite(path.join(dataDir, 'pglite'));
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      listen: async (channel, listener) => {
        const unlisten = await client.listen(channel, listener);
        return async () => unlisten();
      },
      watch: (channel, handlers) => listenPglite(client, channel, handlers),
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

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** One connection that LISTENs for every channel of this process, reconnecting if it drops. */
class PgListeners {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Set<Listener>>();
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      const client = await this.connect();
      await client.query(`LISTEN ${channel}`);
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => {
        for (const listener of this.channels.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      client.on('error', () => {
        // Reconnect on the next tick and LISTEN again to every channel.
        this.client = undefined;
        this.connecting = undefined;
        if (!this.closed) setTimeout(() => void this.reconnect(), 1000).unref();
      });
      await client.connect();
      this.client = client;
      return client;
    })();
    return this.connecting;
  }

  private async reconnect() {
    try {
      const client = await this.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch {
      this.client = undefined;
      this.connecting = undefined;
      if (!this.closed) setTimeout(() => void this.reconnect(), 1000).unref();
    }
  }

  async close() {
    this.closed = true;
    await this.client?.end().catch(() => {});
  }
}
