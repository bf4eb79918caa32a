import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Texts that get a name, per process: node-postgres keeps each connection's statements for good. */
export const MAX_NAMED_STATEMENTS = 200;

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Makes the pool's queries named prepared statements (node-postgres prepares a named statement once
 * per connection, then only binds it), so PostgreSQL parses and plans the queue's CTEs and the
 * reads once per connection instead of on every call. drizzle passes a config object to
 * `pool.query`; one that already has a name (drizzle's `.prepare(name)`) is left as it is.
 * Transactions take a client of their own and keep the unnamed statement.
 */
export function nameStatements(pool: pg.Pool): pg.Pool {
  // Named from a text's second use on, so one-off queries are never kept by the server.
  const seenOnce = new Set<string>();
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [config] = args;
    if (!config || typeof config !== 'object' || (config as QueryConfig).name !== undefined)
      return query(...args);
    const text = (config as QueryConfig).text;
    if (typeof text !== 'string') return query(...args);
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED_STATEMENTS) {
      if (seenOnce.delete(text)) {
        name = `cd_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
        names.set(text, name);
      } else if (seenOnce.size < MAX_NAMED_STATEMENTS * 10) {
        seenOnce.add(text);
      }
    }
    return name ? query({ ...config, name }, ...args.slice(1)) : query(...args);
  };
  (pool as unknown as { query: typeof named }).query = named;
  return pool;
}
