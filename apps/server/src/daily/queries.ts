import { ACCEPTED } from '@codedojo/shared';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { problems } from '../db/schema.ts';

/** The catalogue's candidates: a stable key each (the catalogue slug, else the id). */
export async function dailyCandidates(db: Db) {
  const rows = await db
    .select({
      id: problems.id,
      slug: problems.catalogSlug,
      title: problems.title,
      difficulty: problems.difficulty,
      tags: problems.tags,
    })
    .from(problems)
    .orderBy(asc(problems.id));
  return rows.map((row) => ({ ...row, key: row.slug ?? row.id }));
}

/** The UTC dates on which the user had at least one Accepted submission, up to `until`. */
export async function acceptedDays(db: Db, userId: string, until: Date) {
  const rows = await queryRows<{ date: string }>(
    db,
    sql`
      SELECT DISTINCT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date
      FROM submissions
      WHERE user_id = ${userId} AND status = ${ACCEPTED} AND created_at <= ${until.toISOString()}::timestamptz
      ORDER BY 1`,
  );
  return rows.map((row) => row.date);
}
