import type { Streak } from '@codedojo/shared';
import { fillTemplate, LEARNING_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys.ts';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { dailyApi } from './dailyApi.ts';

export const streakText = (n: number) =>
  fillTemplate(n === 1 ? LEARNING_WEB.streakDay : LEARNING_WEB.streakDays, { n });

/** Dashboard: the problem of the (UTC) day, whether it is solved, and the streak beside it. */
export function DailyCard() {
  // A failure (no problems yet) shows the 'none' text.
  const { data: daily } = useQuery({ queryKey: queryKeys.daily(), queryFn: dailyApi.get });
  return (
    <section className="card border border-base-content/10 bg-base-200/40" data-testid="daily-card">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">
          <CalendarDays className="size-5" aria-hidden="true" />
          {LEARNING_WEB.dailyTitle}
        </h2>
        {daily ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/problems/${daily.problem.id}`}
                className="link link-hover font-semibold"
                data-testid="daily-problem"
              >
                {daily.problem.title}
              </Link>
              <DifficultyBadge difficulty={daily.problem.difficulty} />
              {daily.solved ? (
                <span className="badge badge-success badge-soft gap-1" data-testid="daily-solved">
                  <CheckCircle2 className="size-3" aria-hidden="true" />
                  {LEARNING_WEB.dailySolved}
                </span>
              ) : null}
            </div>
            <StreakFigures streak={daily.streak} />
          </>
        ) : (
          <p className="text-sm text-base-content/70">{LEARNING_WEB.dailyNone}</p>
        )}
      </div>
    </section>
  );
}

export function StreakFigures({ streak }: { streak: Streak }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="streak">
      <div>
        <dt className="flex items-center gap-1 text-base-content/70">
          <Flame className="size-4 text-warning" aria-hidden="true" />
          {LEARNING_WEB.streakCurrent}
        </dt>
        <dd className="text-xl font-bold" data-testid="streak-current">
          {streakText(streak.current)}
        </dd>
      </div>
      <div>
        <dt className="text-base-content/70">{LEARNING_WEB.streakLongest}</dt>
        <dd className="text-xl font-bold" data-testid="streak-longest">
          {streakText(streak.longest)}
        </dd>
      </div>
    </dl>
  );
}
