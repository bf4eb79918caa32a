import { DASHBOARD_WEB } from '@codedojo/shared';
import { BookOpen, CircleCheck, Clock, TrendingUp } from 'lucide-react';
import { formatPercent } from '../../lib/format.ts';
import type { DashboardSummary } from './dashboardData.ts';

/** The four compact tiles under the greeting: Total Problems, Solved, Progress, Recent. */
export function StatTiles({ summary }: { summary: DashboardSummary }) {
  const tiles = [
    { id: 'total', label: DASHBOARD_WEB.tileTotal, value: summary.total, icon: BookOpen },
    { id: 'solved', label: DASHBOARD_WEB.tileSolved, value: summary.solved, icon: CircleCheck },
    {
      id: 'progress',
      label: DASHBOARD_WEB.tileProgress,
      value: formatPercent(summary.completion),
      icon: TrendingUp,
    },
    { id: 'recent', label: DASHBOARD_WEB.tileRecent, value: summary.recent, icon: Clock },
  ] as const;
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="stat-tiles">
      {tiles.map((tile) => (
        <li
          key={tile.id}
          className="flex items-center gap-3 rounded-box border border-base-content/10 bg-base-200 px-4 py-3"
          data-testid={`tile-${tile.id}`}
        >
          <tile.icon className="size-5 text-primary" aria-hidden="true" />
          <div>
            <p className="text-xs uppercase tracking-wide text-base-content/60">{tile.label}</p>
            <p className="text-xl font-bold" data-testid={`tile-${tile.id}-value`}>
              {tile.value}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
