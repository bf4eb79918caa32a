import { fillTemplate, LEADERBOARD_WEB } from '@codedojo/shared';
import { Medal } from 'lucide-react';

const MEDALS: Record<number, string> = {
  1: 'text-yellow-400',
  2: 'text-slate-300',
  3: 'text-amber-600',
};

/** Ranks 1-3 as gold, silver and bronze medals; any other rank as its number. */
export function RankMedal({ rank, size = 'md' }: { rank: number; size?: 'md' | 'lg' }) {
  const label = fillTemplate(LEADERBOARD_WEB.rankLabel, { n: rank });
  const color = MEDALS[rank];
  if (!color) {
    return (
      <span className="font-semibold tabular-nums" data-testid="rank-number">
        {rank}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center gap-1 ${color}`}
      role="img"
      aria-label={label}
      data-testid="rank-medal"
    >
      <Medal className={size === 'lg' ? 'size-8' : 'size-5'} aria-hidden="true" />
      <span className="text-sm font-bold">{rank}</span>
    </span>
  );
}
