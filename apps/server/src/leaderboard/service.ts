import { DIFFICULTY_POINTS } from '@codedojo/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { queryRows } from '../db/rows.ts';

export const LEADERBOARD_SIZE = 100;

type Row = {
  user_id: string;
  name: string;
  score: number;
  solved: number;
  easy: number;
  medium: number;
  hard: number;
  rank: number;
};

/** The calendar month (UTC) of the given date, as [start, end). */
export function monthRange(year: number, month: number) {
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

/**
 * A month's ranking: points for the distinct problems each user first solved in that month.
 * Equal scores share a rank (1, 2, 2, 4) and are ordered by who reached the score first.
 * Only a user's id and name leave the server.
 */
export async function monthlyLeaderboard(ctx: AppContext, year: number, month: number) {
  const { start, end } = monthRange(year, month);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`
    WITH scores AS (
      SELECT s.user_id,
        SUM(CASE p.difficulty WHEN 'EASY' THEN ${DIFFICULTY_POINTS.EASY}::int WHEN 'MEDIUM' THEN ${DIFFICULTY_POINTS.MEDIUM}::int ELSE ${DIFFICULTY_POINTS.HARD}::int END)::int AS score,
        COUNT(*)::int AS solved,
        COUNT(*) FILTER (WHERE p.difficulty = 'EASY')::int AS easy,
        COUNT(*) FILTER (WHERE p.difficulty = 'MEDIUM')::int AS medium,
        COUNT(*) FILTER (WHERE p.difficulty = 'HARD')::int AS hard,
        MAX(s.first_solved_at) AS reached_at
      FROM solved s JOIN problems p ON p.id = s.problem_id
      WHERE s.first_solved_at >= ${start.toISOString()}::timestamptz AND s.first_solved_at < ${end.toISOString()}::timestamptz
      GROUP BY s.user_id
    )
    SELECT sc.user_id, u.name, sc.score, sc.solved, sc.easy, sc.medium, sc.hard,
      (RANK() OVER (ORDER BY sc.score DESC))::int AS rank
    FROM scores sc JOIN users u ON u.id = sc.user_id
    ORDER BY sc.score DESC, sc.reached_at ASC, u.name ASC
    LIMIT ${LEADERBOARD_SIZE}
  `,
  );
  return {
    month,
    year,
    leaderboard: rows.map((row) => ({
      rank: row.rank,
      user: { id: row.user_id, name: row.name },
      totalScore: row.score,
      totalProblemsSolved: row.solved,
      problemsSolved: { EASY: row.easy, MEDIUM: row.medium, HARD: row.hard },
    })),
  };
}
