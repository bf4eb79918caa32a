import type { LeaderboardRow } from '@codedojo/shared';
import { DIFFICULTY_POINTS, fillTemplate, LEADERBOARD_ROW_DELAY_S, LEADERBOARD_WEB } from '@codedojo/shared';
import { DataTable, TableFrame } from '../../components/DataTable.tsx';
import { RankMedal } from '../../components/RankMedal.tsx';
import './leaderboard.css';

const COLUMNS = [
  { label: LEADERBOARD_WEB.colRank },
  { label: LEADERBOARD_WEB.colUser },
  { label: LEADERBOARD_WEB.colScore, align: 'right' },
  { label: LEADERBOARD_WEB.colSolved, align: 'right' },
  { label: LEADERBOARD_WEB.colBreakdown, align: 'right' },
] as const;

/** The Score and Solved cells: the row's totals, right-aligned. */
const FIGURES = [
  { key: 'totalScore', className: 'text-right font-semibold tabular-nums', testId: 'leaderboard-score' },
  { key: 'totalProblemsSolved', className: 'text-right tabular-nums', testId: 'leaderboard-solved' },
] as const;

type LeaderboardTableProps = { entries: LeaderboardRow[]; currentUserId: string | undefined };

/** Rank (medals for 1-3), User, Score, Solved, E/M/H; rows fade in 0.05 s apart. */
export function LeaderboardTable({ entries, currentUserId }: LeaderboardTableProps) {
  return (
    <TableFrame>
      <DataTable
        columns={COLUMNS}
        testId="leaderboard-table"
        empty={
          entries.length === 0 ? { message: LEADERBOARD_WEB.empty, testId: 'leaderboard-empty' } : undefined
        }
      >
        {entries.map((entry, index) => {
          const mine = entry.user.id === currentUserId;
          const { EASY, MEDIUM, HARD } = entry.problemsSolved;
          return (
            <tr
              key={entry.user.id}
              className={`leaderboard-row ${entry.rank <= 3 ? 'bg-primary/5' : ''} ${mine ? 'bg-primary/15' : ''}`}
              style={{ animationDelay: `${(index * LEADERBOARD_ROW_DELAY_S).toFixed(2)}s` }}
              data-testid="leaderboard-row"
              aria-current={mine ? 'true' : undefined}
            >
              <td className="w-20">
                <RankMedal rank={entry.rank} />
              </td>
              <td className="max-w-xs truncate font-medium" data-testid="leaderboard-user">
                {entry.user.name}
                {mine ? (
                  <span className="badge badge-primary badge-sm ml-2">{LEADERBOARD_WEB.you}</span>
                ) : null}
              </td>
              {FIGURES.map(({ key, className, testId }) => (
                <td key={key} className={className} data-testid={testId}>
                  {entry[key]}
                </td>
              ))}
              <td
                className="text-right tabular-nums whitespace-nowrap"
                aria-label={fillTemplate(LEADERBOARD_WEB.breakdownLabel, {
                  easy: EASY,
                  medium: MEDIUM,
                  hard: HARD,
                })}
                data-testid="leaderboard-breakdown"
              >
                <span className="text-success">{EASY}</span>/<span className="text-warning">{MEDIUM}</span>/
                <span className="text-error">{HARD}</span>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <p className="px-4 py-3 text-xs text-base-content/50">
        {fillTemplate(LEADERBOARD_WEB.scoring, {
          easy: DIFFICULTY_POINTS.EASY,
          medium: DIFFICULTY_POINTS.MEDIUM,
          hard: DIFFICULTY_POINTS.HARD,
        })}
      </p>
    </TableFrame>
  );
}
