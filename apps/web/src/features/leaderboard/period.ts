import { LEADERBOARD_FIRST_YEAR } from '@codedojo/shared';

export type Period = { month: number; year: number };

/** The current month in UTC (the leaderboard's months are UTC months). */
export function currentPeriod(now: Date = new Date()): Period {
  return { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
}

const index = (period: Period) => period.year * 12 + (period.month - 1);
const fromIndex = (value: number): Period => ({ year: Math.floor(value / 12), month: (value % 12) + 1 });

export function shiftPeriod(period: Period, months: number): Period {
  return fromIndex(index(period) + months);
}

export function comparePeriods(a: Period, b: Period): number {
  return index(a) - index(b);
}

export const FIRST_PERIOD: Period = { month: 1, year: LEADERBOARD_FIRST_YEAR };

/** '2025-03', the value of an <input type="month">. */
export function toMonthValue(period: Period): string {
  return `${period.year}-${String(period.month).padStart(2, '0')}`;
}

/** Reads a month from ?month=&year= or a '2025-03' value; anything out of range gives undefined. */
export function parsePeriod(
  month: string | null,
  year: string | null,
  now: Date = new Date(),
): Period | undefined {
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || !Number.isInteger(y) || m < 1 || m > 12) return undefined;
  const period = { month: m, year: y };
  if (comparePeriods(period, FIRST_PERIOD) < 0 || comparePeriods(period, currentPeriod(now)) > 0)
    return undefined;
  return period;
}

export function parseMonthValue(value: string): Period | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? parsePeriod(match[2] ?? null, match[1] ?? null) : undefined;
}
