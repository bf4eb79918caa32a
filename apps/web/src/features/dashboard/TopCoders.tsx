import type { LeaderboardRow } from '@codedojo/shared';
import { DASHBOARD_WEB, fillTemplate } from '@codedojo/shared';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { RankMedal } from '../../components/RankMedal.tsx';

/** Reading order stays 1, 2, 3; on screen 2nd stands left, 1st in the middle (tallest), 3rd right. */
const PODIUM = [
  { place: 'col-start-2 row-start-1', height: 'h-28' },
  { place: 'col-start-1 row-start-1', height: 'h-20' },
  { place: 'col-start-3 row-start-1', height: 'h-14' },
] as const;

/** The month's top 3 on a podium, linking to the full leaderboard. */
export function TopCoders({ entries }: { entries: LeaderboardRow[] }) {
  return (
    <section
      aria-labelledby="top-title"
      className="card border border-base-content/10 bg-base-200"
      data-testid="top-coders"
    >
      <div className="card-body gap-4">
        <h2 id="top-title" className="card-title">
          <Trophy className="size-5 text-warning" aria-hidden="true" />
          {DASHBOARD_WEB.topTitle}
        </h2>
        {entries.length === 0 ? (
          <p className="py-6 text-center text-base-content/60" data-testid="top-empty">
            {DASHBOARD_WEB.topEmpty}
          </p>
        ) : (
          <ol className="grid grid-cols-3 items-end gap-2">
            {entries.map((entry, index) => {
              const { place, height } = PODIUM[index] ?? PODIUM[2];
              return (
                <li
                  key={entry.user.id}
                  className={`flex min-w-0 flex-col items-center gap-1 ${place}`}
                  data-testid="top-entry"
                >
                  <RankMedal rank={entry.rank} size="lg" />
                  <span
                    className="w-full truncate text-center text-sm font-semibold"
                    title={entry.user.name ?? ''}
                  >
                    {entry.user.name}
                  </span>
                  <span className="text-xs text-base-content/60">
                    {fillTemplate(DASHBOARD_WEB.points, { n: entry.totalScore })}
                  </span>
                  <span className={`w-full rounded-t-lg bg-primary/20 ${height}`} aria-hidden="true" />
                </li>
              );
            })}
          </ol>
        )}
        <Link to="/leaderboard" className="btn btn-outline btn-sm">
          {DASHBOARD_WEB.viewLeaderboard}
        </Link>
      </div>
    </section>
  );
}
