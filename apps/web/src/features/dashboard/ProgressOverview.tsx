import { DASHBOARD_WEB } from '@codedojo/shared';
import { Activity, Library, Target, Trophy } from 'lucide-react';
import { StatCard } from '../../components/StatCard.tsx';
import { formatPercent } from '../../lib/format.ts';
import type { DashboardSummary } from './dashboardData.ts';

/** Progress Overview: Total Problems, Problems Solved, Completion Rate, Recent Activity. */
export function ProgressOverview({ summary }: { summary: DashboardSummary }) {
  return (
    <section aria-labelledby="overview-title" data-testid="progress-overview">
      <h2 id="overview-title" className="mb-3 text-xl font-semibold">
        {DASHBOARD_WEB.overviewTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label={DASHBOARD_WEB.cardTotal}
          value={summary.total}
          hint={DASHBOARD_WEB.cardTotalHint}
          icon={Library}
          tone="info"
          testId="overview-total"
        />
        <StatCard
          label={DASHBOARD_WEB.cardSolved}
          value={summary.solved}
          hint={DASHBOARD_WEB.cardSolvedHint}
          icon={Trophy}
          tone="success"
          testId="overview-solved"
        />
        <StatCard
          label={DASHBOARD_WEB.cardCompletion}
          value={formatPercent(summary.completion)}
          hint={DASHBOARD_WEB.cardCompletionHint}
          icon={Target}
          tone="primary"
          testId="overview-completion"
        />
        <StatCard
          label={DASHBOARD_WEB.cardRecent}
          value={summary.recent}
          hint={DASHBOARD_WEB.cardRecentHint}
          icon={Activity}
          tone="warning"
          testId="overview-recent"
        />
      </div>
    </section>
  );
}
