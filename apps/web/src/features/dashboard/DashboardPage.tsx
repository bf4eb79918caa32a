import { DASHBOARD_WEB, fillTemplate, WEB } from '@codedojo/shared';
import { Sparkles } from 'lucide-react';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuthStore } from '../auth/authStore.ts';
import { DailyCard } from '../daily/DailyCard.tsx';
import { ReviewQueueCard } from '../review/ReviewQueueCard.tsx';
import { badgeCount, type DashboardData, summarize, useDashboard } from './dashboardData.ts';
import { ProblemDistribution } from './ProblemDistribution.tsx';
import { ProgressOverview } from './ProgressOverview.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { StatTiles } from './StatTiles.tsx';
import { TopCoders } from './TopCoders.tsx';

/** Home (/): greeting, figures, distribution, recent activity, quick actions and the month's top 3. */
export default function DashboardPage() {
  const name = useAuthStore((state) => state.authUser?.name);
  const data = useDashboard();

  return (
    <section className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8" data-testid="page-dashboard">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold" data-testid="dashboard-greeting">
            {fillTemplate(WEB.dashboard.greeting, { name: name?.trim() || WEB.dashboard.fallbackName })}
          </h1>
          <p className="mt-1 text-base-content/70">{DASHBOARD_WEB.subtitle}</p>
        </div>
        {data ? (
          <span className="badge badge-lg badge-primary badge-soft gap-2" data-testid="problems-badge">
            <Sparkles className="size-4" aria-hidden="true" />
            {fillTemplate(DASHBOARD_WEB.problemsBadge, { count: badgeCount(data.problems.length) })}
          </span>
        ) : null}
      </header>

      {data ? (
        <DashboardBody data={data} />
      ) : (
        <Spinner label={DASHBOARD_WEB.loading} testId="dashboard-loading" />
      )}
    </section>
  );
}

function DashboardBody({ data }: { data: DashboardData }) {
  const summary = summarize(data);
  return (
    <>
      <StatTiles summary={summary} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProgressOverview summary={summary} />
          <ProblemDistribution summary={summary} />
          <RecentActivity submissions={data.submissions} />
        </div>
        <div className="space-y-6">
          <DailyCard />
          <ReviewQueueCard />
          <TopCoders entries={data.topThree} />
          <QuickActions />
        </div>
      </div>
    </>
  );
}
