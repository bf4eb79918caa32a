import { HEATMAP_DAYS } from '@codedojo/shared';
import { utcDayKey } from '../../lib/time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type HeatmapCell = { date: string; count: number; level: 0 | 1 | 2 | 3 | 4 };

/** 0 for none, then 1, 2-3, 4-6 and 7+ submissions a day. */
export function levelOf(count: number): HeatmapCell['level'] {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  if (count <= 3) return 2;
  if (count <= 6) return 3;
  return 4;
}

/**
 * The last 365 UTC days as week columns (Sunday first), oldest on the left; days before the
 * window in the first week are null so every column lines up.
 */
export function heatmapWeeks(
  daily: { date: string; count: number }[],
  now = new Date(),
): (HeatmapCell | null)[][] {
  const counts = new Map(daily.map((day) => [day.date, day.count]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (HEATMAP_DAYS - 1) * DAY_MS;
  const padding = new Date(first).getUTCDay();
  const cells: (HeatmapCell | null)[] = Array.from({ length: padding }, () => null);
  for (let time = first; time <= today; time += DAY_MS) {
    const date = utcDayKey(new Date(time));
    const count = counts.get(date) ?? 0;
    cells.push({ date, count, level: levelOf(count) });
  }
  const weeks: (HeatmapCell | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Consecutive days with a submission, ending today (or yesterday, when today has none yet). */
export function currentStreak(daily: { date: string; count: number }[], now = new Date()): number {
  const active = new Set(daily.filter((day) => day.count > 0).map((day) => day.date));
  let day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!active.has(utcDayKey(new Date(day)))) day -= DAY_MS;
  let streak = 0;
  while (active.has(utcDayKey(new Date(day)))) {
    streak++;
    day -= DAY_MS;
  }
  return streak;
}
