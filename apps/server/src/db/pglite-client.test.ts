import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { dropInstanceParsers } from './pglite-client.ts';
import { queryRows } from './rows.ts';
import { users } from './schema.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-pglite-client-'));
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database client', () => {
  it('reads timestamps as drizzle expects, in and out of transactions', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    await database.db.insert(users).values({ name: 'Clock', email: 'clock@example.com', createdAt: at });
    const [row] = await database.db.select({ createdAt: users.createdAt }).from(users);
    expect(row?.createdAt).toEqual(at);
    const inside = await database.db.transaction((tx) =>
      queryRows<{ at: unknown; day: unknown; span: unknown }>(
        tx,
        sql`SELECT created_at AS at, created_at::date AS day, interval '90 minutes' AS span FROM users`,
      ),
    );
    // Raw rows keep PostgreSQL's text, as on node-postgres with drizzle's parsers.
    expect(inside[0]).toEqual({ at: '2026-03-04 05:06:07.089+00', day: '2026-03-04', span: '01:30:00' });
  });

  it('drops only per-query parsers the instance already has', () => {
    const keep = (value: string) => value;
    expect(dropInstanceParsers({ rowMode: 'array', parsers: { 1184: keep, 1082: keep } })).toEqual({
      rowMode: 'array',
      parsers: undefined,
    });
    const other = { rowMode: 'object' as const, parsers: { 1184: keep, 23: Number } };
    expect(dropInstanceParsers(other)).toBe(other);
    expect(dropInstanceParsers(undefined)).toBeUndefined();
  });
});
