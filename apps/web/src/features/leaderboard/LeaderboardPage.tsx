import { LEADERBOARD_WEB, WEB } from '@codedojo/shared';
import { useSearchParams } from 'react-router';
import { formatMonth } from '../../lib/time.ts';
import { useAuthStore } from '../auth/authStore.ts';
import { MonthBoard } from './MonthBoard.tsx';
import { MonthPicker } from './MonthPicker.tsx';
import { currentPeriod, type Period, parsePeriod } from './period.ts';

/** /leaderboard[?month=&year=]: the monthly ranking, with a picker for earlier months. */
export default function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('month'), params.get('year')) ?? currentPeriod();
  const userId = useAuthStore((state) => state.authUser?.id);
  const choose = (next: Period) => setParams({ month: String(next.month), year: String(next.year) });

  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8" data-testid="page-leaderboard">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{WEB.pages.leaderboard}</h1>
          <p className="text-lg text-primary" data-testid="leaderboard-period">
            {formatMonth(period.month, period.year)}
          </p>
          <p className="text-base-content/70">{LEADERBOARD_WEB.subtitle}</p>
        </div>
        <MonthPicker value={period} onChange={choose} />
      </header>
      <MonthBoard key={`${period.year}-${period.month}`} period={period} currentUserId={userId} />
    </section>
  );
}
