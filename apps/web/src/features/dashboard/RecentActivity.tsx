import type { SubmissionRow } from '@codedojo/shared';
import { DASHBOARD_RECENT_SUBMISSIONS, DASHBOARD_WEB, fillTemplate, PROFILE_WEB } from '@codedojo/shared';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { languageLabel } from '../../lib/format.ts';
import { relativeTime } from '../../lib/time.ts';

/** The 5 latest submissions: title, language, difficulty, status and when. */
export function RecentActivity({ submissions }: { submissions: SubmissionRow[] }) {
  const latest = submissions.slice(0, DASHBOARD_RECENT_SUBMISSIONS);
  return (
    <section
      aria-labelledby="recent-title"
      className="card border border-base-content/10 bg-base-200"
      data-testid="recent-activity"
    >
      <div className="card-body gap-3">
        <div className="flex items-center justify-between">
          <h2 id="recent-title" className="card-title">
            {DASHBOARD_WEB.recentTitle}
          </h2>
          {latest.length > 0 ? (
            <Link to="/profile" className="link link-primary text-sm">
              {DASHBOARD_WEB.viewProfile}
            </Link>
          ) : null}
        </div>
        {latest.length === 0 ? (
          <EmptyState icon={History} title={DASHBOARD_WEB.noSubmissions} testId="recent-empty" />
        ) : (
          <ul className="divide-y divide-base-content/10">
            {latest.map((submission) => (
              <li
                key={submission.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
                data-testid="recent-item"
              >
                <Link
                  to={`/problems/${submission.problemId}`}
                  className="link-hover min-w-0 basis-full truncate font-medium sm:basis-0 sm:flex-1"
                >
                  {submission.problem?.title ??
                    fillTemplate(PROFILE_WEB.unknownProblem, { id: submission.problemId })}
                </Link>
                <span className="text-sm text-base-content/60">{languageLabel(submission.language)}</span>
                {submission.problem ? <DifficultyBadge difficulty={submission.problem.difficulty} /> : null}
                <StatusBadge status={submission.status} />
                <time
                  dateTime={submission.createdAt}
                  className="w-20 text-right text-sm text-base-content/60"
                >
                  {relativeTime(submission.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
