import { ACCEPTED, HEATMAP_DAYS, PROFILE_RECENT_DAYS, UNCOUNTED_STATUSES } from '@codedojo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { streakOf } from '../daily/service.ts';
import { queryRows } from '../db/rows.ts';

/** Unfinished submissions and the judge's own failures never count (decision 0011). */
const counted: SQL = sql`status NOT IN (${sql.join(
  UNCOUNTED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

type Totals = { total: number; accepted: number; recent: number };
type Count = { key: string; count: number };

/** Profile statistics (spec section 3) in four aggregate queries; no row-by-row work in Node. */
export async function profileStats(ctx: AppContext, userId: string) {
  const [totals] = await queryRows<Totals>(
    ctx.db,
    sql`
      SELECT COUNT(*)::int AS total,
        COUNT(*) FILTER (WHERE status = ${ACCEPTED})::int AS accepted,
        COUNT(*) FILTER (WHERE created_at >= now() - make_interval(days => ${PROFILE_RECENT_DAYS}::int))::int AS recent
      FROM submissions WHERE user_id = ${userId} AND ${counted}`,
  );
  const byDifficulty = await queryRows<Count>(
    ctx.db,
    sql`
      SELECT p.difficulty::text AS key, COUNT(*)::int AS count
      FROM solved s JOIN problems p ON p.id = s.problem_id
      WHERE s.user_id = ${userId} GROUP BY p.difficulty`,
  );
  const byLanguage = await queryRows<Count>(
    ctx.db,
    sql`
      SELECT language::text AS key, COUNT(*)::int AS count
      FROM submissions WHERE user_id = ${userId} AND ${counted} GROUP BY language ORDER BY count DESC`,
  );
  const daily = await queryRows<{ date: string; count: number }>(
    ctx.db,
    sql`
      SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, COUNT(*)::int AS count
      FROM submissions
      WHERE user_id = ${userId} AND ${counted} AND created_at >= (now() AT TIME ZONE 'UTC')::date - ${HEATMAP_DAYS - 1}::int
      GROUP BY 1 ORDER BY 1`,
  );
  const total = totals?.total ?? 0;
  const accepted = totals?.accepted ?? 0;
  const difficultyBreakdown = { EASY: 0, MEDIUM: 0, HARD: 0 };
  for (const row of byDifficulty)
    difficultyBreakdown[row.key as keyof typeof difficultyBreakdown] = row.count;
  return {
    recentSubmissions: totals?.recent ?? 0,
    solvedCount: difficultyBreakdown.EASY + difficultyBreakdown.MEDIUM + difficultyBreakdown.HARD,
    totalSubmissions: total,
    acceptedSubmissions: accepted,
    successRate: total === 0 ? 0 : Math.round((accepted / total) * 1000) / 10,
    difficultyBreakdown,
    languageBreakdown: Object.fromEntries(byLanguage.map((row) => [row.key, row.count])),
    daily,
    streak: await streakOf(ctx, userId),
  };
}
