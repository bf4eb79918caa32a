import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, PgliteStatements } from './pglite-statements.ts';

// Named prepared statements must answer exactly what PGlite's own query answers.
let pg: PGlite;
let statements: PgliteStatements;

beforeAll(async () => {
  pg = await PGlite.create();
  statements = new PgliteStatements(pg);
  await pg.exec(`
    CREATE TABLE items (id serial PRIMARY KEY, name text UNIQUE NOT NULL, data jsonb, at timestamptz, n int8);
    INSERT INTO items (name, data, at, n) VALUES ('first', '{"a":1}', '2026-01-02T03:04:05Z', 9007199254740993);`);
});
afterAll(() => pg.close());

const preparedCount = async () =>
  Number((await pg.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM pg_prepared_statements')).rows[0]?.n);

describe('PGlite prepared statements', () => {
  it('answers like PGlite’s own query: rows, array rows, types, nulls and affected rows', async () => {
    const text = 'SELECT id, name, data, at, n, $2::text AS echo FROM items WHERE name = $1';
    for (const params of [
      ['first', null],
      ['first', "it's"],
      ['nobody', 'x'],
    ]) {
      const mine = await statements.query(text, params);
      const theirs = await pg.query(text, params);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      const arrays = await statements.query(text, params, { rowMode: 'array' });
      expect(arrays.rows).toEqual((await pg.query(text, params, { rowMode: 'array' })).rows);
    }
    const inserted = await statements.query(
      'INSERT INTO items (name, data, at) VALUES ($1, $2, $3) RETURNING id',
      ['second', JSON.stringify({ b: [1, 2] }), new Date('2026-05-06T07:08:09Z')],
    );
    expect(inserted.affectedRows).toBe(1);
    const row = await statements.query<{ data: unknown; at: Date }>(
      'SELECT data, at FROM items WHERE name = $1',
      ['second'],
    );
    expect(row.rows[0]).toEqual({ data: { b: [1, 2] }, at: new Date('2026-05-06T07:08:09Z') });
  });

  it('prepares a text once and reuses it', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i += 1) await statements.query('SELECT $1::int + 1 AS next', [i]);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('passes hostile values as data, never as SQL', async () => {
    const hostile = ["'; DROP TABLE items; --", '$1', '\\x00', 'é😀', 'a'.repeat(100_000)];
    for (const value of hostile) {
      const result = await statements.query<{ v: string }>('SELECT $1::text AS v', [value]);
      expect(result.rows[0]?.v).toBe(value);
    }
    expect((await pg.query('SELECT COUNT(*)::int AS n FROM items')).rows).toEqual([{ n: 2 }]);
  });

  it('reports errors with PostgreSQL’s code and keeps working after them', async () => {
    await expect(statements.query('INSERT INTO items (name) VALUES ($1)', ['first'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(statements.query('SELEC nonsense')).rejects.toMatchObject({ code: '42601' });
    await expect(statements.query('SELECT $1::int AS n', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await statements.query('SELECT $1::int AS n', ['7'])).rows).toEqual([{ n: 7 }]);
    expect((await pg.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pg.transaction(async (tx) => {
      await tx.query("INSERT INTO items (name) VALUES ('in-tx')");
      await held;
      await tx.rollback();
    });
    const outside = statements.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM items WHERE name = 'in-tx'",
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    // Had it run inside the transaction, it would have seen the row that was rolled back.
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('delivers notifications sent by a prepared statement', async () => {
    const heard: string[] = [];
    const unlisten = await pg.listen('statements_test', (payload) => heard.push(payload));
    await statements.query("SELECT pg_notify('statements_test', $1)", ['hello']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['hello']);
    await unlisten();
  });

  it('closes the least recently used statement beyond its bound', async () => {
    const own = new PgliteStatements(pg);
    const before = await preparedCount();
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 10; i += 1)
      await own.query(`SELECT ${i} AS n, $1::int AS m`, [i]);
    expect(own.size).toBe(MAX_PREPARED_STATEMENTS);
    expect(await preparedCount()).toBe(before + MAX_PREPARED_STATEMENTS);
    expect((await own.query('SELECT 0 AS n, $1::int AS m', [1])).rows).toEqual([{ n: 0, m: 1 }]);
  });

  it('prepares again when a table changes under a statement', async () => {
    const text = 'SELECT * FROM items WHERE id = $1';
    await statements.query(text, [1]);
    await pg.exec('ALTER TABLE items ADD COLUMN extra text');
    await expect(statements.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    const again = await statements.query<{ extra: unknown }>(text, [1]);
    expect(again.rows[0]?.extra).toBeNull();
  });
});
