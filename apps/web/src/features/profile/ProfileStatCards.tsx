import type { ProfileStats } from '@codedojo/shared';
import { PROFILE_WEB } from '@codedojo/shared';
import { CircleCheck, Send, Target } from 'lucide-react';
import { StatCard } from '../../components/StatCard.tsx';
import { formatPercent } from '../../lib/format.ts';

/** Problems Solved, Total Submissions and Success Rate (one decimal). */
export function ProfileStatCards({ stats }: { stats: ProfileStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label={PROFILE_WEB.statSolved}
        value={stats.solvedCount}
        icon={CircleCheck}
        tone="success"
        testId="profile-stat-solved"
      />
      <StatCard
        label={PROFILE_WEB.statSubmissions}
        value={stats.totalSubmissions}
        icon={Send}
        tone="info"
        testId="profile-stat-submissions"
      />
      <StatCard
        label={PROFILE_WEB.statSuccessRate}
        value={formatPercent(stats.successRate, 1)}
        icon={Target}
        tone="primary"
        testId="profile-stat-success"
      />
    </div>
  );
}
