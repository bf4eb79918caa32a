import { LEADERBOARD_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { leaderboardQuery } from '../../api/queries.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { notify } from '../../lib/toast.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import type { Period } from './period.ts';

type MonthBoardProps = { period: Period; currentUserId: string | undefined };

/** One month's ranking: loading, error (toast 'Failed to load leaderboard' and a retry) or the table. */
export function MonthBoard({ period, currentUserId }: MonthBoardProps) {
  const { month, year } = period;
  const board = useQuery(leaderboardQuery({ month, year }));

  useEffect(() => {
    if (board.isError) notify.error(LEADERBOARD_WEB.loadFailed);
  }, [board.isError]);

  if (board.isPending) return <Spinner label={LEADERBOARD_WEB.loading} />;
  if (board.isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={LEADERBOARD_WEB.loadFailed}
        testId="leaderboard-error"
        action={
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void board.refetch()}>
            {LEADERBOARD_WEB.retry}
          </button>
        }
      />
    );
  }
  return <LeaderboardTable entries={board.data.leaderboard} currentUserId={currentUserId} />;
}
