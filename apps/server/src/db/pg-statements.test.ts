import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, nameStatements } from './pg-statements.ts';

// Against the real PostgreSQL when DATABASE_URL is set (CI sets it), as every PostgreSQL test here.
const url = process.env.DATABASE_URL;
let pool: pg.Pool;

beforeAll(() => {
  if (url) pool = nameStatements(new pg.Pool({ connectionString: url, max: 1 }));
});
afterAll(() => pool?.end());

const prepared = async () =>
  (
    await pool.query<{ statement: string }>({ text: 'SELECT statement FROM pg_prepared_statements' })
  ).rows.map((row) => row.statement);

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  it('names a query text from its second use on, and answers the same', async () => {
    const text = 'SELECT $1::int + 1 AS next, $2::text AS echo';
    const first = await pool.query({ text }, [1, "it's; DROP TABLE x"]);
    expect(await prepared()).not.toContain(text);
    const second = await pool.query({ text }, [1, "it's; DROP TABLE x"]);
    const third = await pool.query({ text, rowMode: 'array' }, [2, null]);
    expect(await prepared()).toContain(text);
    expect(second.rows).toEqual(first.rows);
    expect(first.rows).toEqual([{ next: 2, echo: "it's; DROP TABLE x" }]);
    expect(third.rows).toEqual([[3, null]]);
  });

  it('leaves a query with its own name, a plain string and errors as they were', async () => {
    await pool.query({ name: 'own_name', text: 'SELECT 1 AS one' });
    expect((await pool.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    const bad = { text: 'SELECT $1::int AS n' };
    for (let i = 0; i < 3; i += 1)
      await expect(pool.query(bad, ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect((await pool.query(bad, ['5'])).rows).toEqual([{ n: 5 }]);
  });

  it('names at most MAX_NAMED_STATEMENTS texts per process', async () => {
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 20; i += 1) {
      const text = `SELECT ${i} AS n`;
      await pool.query({ text });
      await pool.query({ text });
    }
    // This pool's one connection holds the texts named in the earlier tests too.
    expect(
      (await prepared()).filter((statement) => /^SELECT \d+ AS n$/.test(statement)).length,
    ).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
    expect((await pool.query({ text: `SELECT ${MAX_NAMED_STATEMENTS + 19} AS n` })).rows).toEqual([
      { n: MAX_NAMED_STATEMENTS + 19 },
    ]);
  });
});
