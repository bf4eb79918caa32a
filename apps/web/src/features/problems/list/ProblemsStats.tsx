import type { ProblemSummary } from '@codedojo/shared';
import { PROBLEMS_WEB } from '@codedojo/shared';

type Props = { problems: ProblemSummary[]; solved: ReadonlySet<string> };

/** Footer stats: total, solved, easy count, medium count. */
export function ProblemsStats({ problems, solved }: Props) {
  const stats = [
    { id: 'total', label: PROBLEMS_WEB.statTotal, value: problems.length, className: '' },
    {
      id: 'solved',
      label: PROBLEMS_WEB.solved,
      value: problems.filter((problem) => solved.has(problem.id)).length,
      className: 'text-success',
    },
    {
      id: 'easy',
      label: PROBLEMS_WEB.statEasy,
      value: problems.filter((problem) => problem.difficulty === 'EASY').length,
      className: 'text-success',
    },
    {
      id: 'medium',
      label: PROBLEMS_WEB.statMedium,
      value: problems.filter((problem) => problem.difficulty === 'MEDIUM').length,
      className: 'text-warning',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="problems-stats">
      {stats.map((stat) => (
        <div
          key={stat.id}
          className="rounded-box border border-base-content/10 bg-base-200/40 p-4 text-center"
        >
          <dt className="text-sm text-base-content/60">{stat.label}</dt>
          <dd className={`text-2xl font-bold ${stat.className}`} data-testid={`stat-${stat.id}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
