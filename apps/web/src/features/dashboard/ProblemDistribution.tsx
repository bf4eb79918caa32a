import { DASHBOARD_WEB, DIFFICULTIES, fillTemplate, PROBLEMS_WEB } from '@codedojo/shared';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import type { DashboardSummary } from './dashboardData.ts';

const ROWS = {
  EASY: { label: PROBLEMS_WEB.easy, tone: 'success' },
  MEDIUM: { label: PROBLEMS_WEB.medium, tone: 'warning' },
  HARD: { label: PROBLEMS_WEB.hard, tone: 'error' },
} as const;

/** The catalogue by difficulty: count and share of all problems, with how many of them are solved. */
export function ProblemDistribution({ summary }: { summary: DashboardSummary }) {
  return (
    <section
      aria-labelledby="distribution-title"
      className="card border border-base-content/10 bg-base-200"
      data-testid="problem-distribution"
    >
      <div className="card-body gap-4">
        <h2 id="distribution-title" className="card-title">
          {DASHBOARD_WEB.distributionTitle}
        </h2>
        <ul className="space-y-4">
          {DIFFICULTIES.map((difficulty) => {
            const row = summary.byDifficulty[difficulty];
            return (
              <li key={difficulty} data-testid={`distribution-${difficulty.toLowerCase()}`}>
                <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{ROWS[difficulty].label}</span>
                  <span className="text-base-content/70">
                    {fillTemplate(DASHBOARD_WEB.distributionRow, { count: row.count, percent: row.percent })}
                    <span className="ml-2 text-base-content/50">
                      {fillTemplate(DASHBOARD_WEB.distributionSolved, { solved: row.solved })}
                    </span>
                  </span>
                </div>
                <ProgressBar
                  value={row.percent}
                  label={ROWS[difficulty].label}
                  tone={ROWS[difficulty].tone}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
