import { PLAYLISTS_WEB } from '@codedojo/shared';
import { CircleCheck, ListChecks, TrendingUp } from 'lucide-react';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { formatPercent } from '../../lib/format.ts';
import type { PlaylistProgress } from './progress.ts';

/** Total Problems, Solved, Progress and the overall bar. */
export function PlaylistStats({ progress }: { progress: PlaylistProgress }) {
  return (
    <div className="space-y-4" data-testid="playlist-stats">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={PLAYLISTS_WEB.statTotal}
          value={progress.total}
          icon={ListChecks}
          tone="info"
          testId="playlist-stat-total"
        />
        <StatCard
          label={PLAYLISTS_WEB.statSolved}
          value={progress.solved}
          icon={CircleCheck}
          tone="success"
          testId="playlist-stat-solved"
        />
        <StatCard
          label={PLAYLISTS_WEB.statProgress}
          value={formatPercent(progress.percent)}
          icon={TrendingUp}
          tone="primary"
          testId="playlist-stat-progress"
        />
      </div>
      <ProgressBar value={progress.percent} label={PLAYLISTS_WEB.progress} tone="success" size="md" />
    </div>
  );
}
