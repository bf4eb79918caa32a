import { LEADERBOARD_WEB } from '@codedojo/shared';
import { TriangleAlert } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { dataOf } from '../../api/data.ts';
import { progressApi } from '../../api/progress.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { notify } from '../../lib/toast.ts';
import { useLoader } from '../../lib/useLoader.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import type { Period } from './period.ts';

type MonthBoardProps = { period: Period; currentUserId: string | undefined };

/** One month's ranking: loading, error (toast 'Failed to load leaderboard' and a retry) or the table. */
export function MonthBoard({ period, currentUserId }: MonthBoardProps) {
  const { month, year } = period;
  const load = useCallback(
    () => dataOf(progressApi.leaderboard({ month, year }), LEADERBOARD_WEB.loadFailed),
    [month, year],
  );
  const { state, reload } = useLoader(load);

  useEffect(() => {
    if (state.status === 'error') notify.error(LEADERBOARD_WEB.loadFailed);
  }, [state.status]);

  if (state.status === 'loading') return <Spinner label={LEADERBOARD_WEB.loading} />;
  if (state.status === 'error') {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={LEADERBOARD_WEB.loadFailed}
        testId="leaderboard-error"
        action={
          <button type="button" className="btn btn-primary btn-sm" onClick={reload}>
            {LEADERBOARD_WEB.retry}
          </button>
        }
      />
    );
  }
  return <LeaderboardTable entries={state.data.leaderboard} currentUserId={currentUserId} />;
}
