import type { ProfileStats } from '@codedojo/shared';
import { fillTemplate, PROFILE_WEB } from '@codedojo/shared';
import { Flame } from 'lucide-react';
import { formatDayKey } from '../../lib/time.ts';
import { currentStreak, type HeatmapCell, heatmapWeeks } from './heatmap.ts';

const LEVELS: Record<HeatmapCell['level'], string> = {
  0: 'bg-base-content/10',
  1: 'bg-success/30',
  2: 'bg-success/55',
  3: 'bg-success/80',
  4: 'bg-success',
};

/** A year of daily submissions (UTC days), one column per week, with the current streak. */
export function ActivityHeatmap({ daily }: { daily: ProfileStats['daily'] }) {
  const weeks = heatmapWeeks(daily);
  const total = daily.reduce((sum, day) => sum + day.count, 0);
  const streak = currentStreak(daily);
  const summary = fillTemplate(PROFILE_WEB.heatmapTotal, { n: total });
  return (
    <section
      aria-labelledby="heatmap-title"
      className="card border border-base-content/10 bg-base-200"
      data-testid="activity-heatmap"
    >
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 id="heatmap-title" className="card-title">
              {PROFILE_WEB.heatmapTitle}
            </h2>
            <p className="text-sm text-base-content/60" data-testid="heatmap-total">
              {summary}
            </p>
          </div>
          <p className="inline-flex items-center gap-2 text-sm" data-testid="heatmap-streak">
            <Flame className="size-5 text-warning" aria-hidden="true" />
            <span className="text-base-content/70">{PROFILE_WEB.currentStreak}</span>
            <span className="font-bold">
              {fillTemplate(streak === 1 ? PROFILE_WEB.streakDay : PROFILE_WEB.streakDays, { n: streak })}
            </span>
          </p>
        </div>
        <div className="overflow-x-auto pb-1">
          <div className="flex w-max gap-[3px]" role="img" aria-label={summary}>
            {weeks.map((week) => (
              <div key={week.find(Boolean)?.date} className="flex flex-col gap-[3px]">
                {week.map((cell, day) =>
                  cell ? (
                    <span
                      key={cell.date}
                      className={`size-3 rounded-[2px] ${LEVELS[cell.level]}`}
                      title={fillTemplate(PROFILE_WEB.heatmapDay, {
                        count: cell.count,
                        date: formatDayKey(cell.date),
                      })}
                      data-testid={cell.count > 0 ? 'heatmap-active-day' : undefined}
                      data-date={cell.date}
                      data-count={cell.count}
                    />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: padding cells before the window
                    <span key={`pad-${day}`} className="size-3" />
                  ),
                )}
              </div>
            ))}
          </div>
        </div>
        <div className="flex items-center justify-end gap-1 text-xs text-base-content/60" aria-hidden="true">
          {PROFILE_WEB.heatmapLess}
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <span key={level} className={`size-3 rounded-[2px] ${LEVELS[level]}`} />
          ))}
          {PROFILE_WEB.heatmapMore}
        </div>
      </div>
    </section>
  );
}
