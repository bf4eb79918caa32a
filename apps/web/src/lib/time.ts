import { DATE_LOCALE, fillTemplate, TIME_WEB } from '@codedojo/shared';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Up to this many days a time reads 'Nd ago'; after that, a date. */
const RELATIVE_DAYS_MAX = 6;

/** 'Jan 5, 2025' (the locale of every string on screen). */
export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString(DATE_LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 'Jan 5, 2025, 3:04 PM'. */
export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString(DATE_LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * Spec section 9: under 1 hour 'Just now', under 24 hours 'Nh ago', then 'Nd ago' up to 6 days,
 * then the date. A time slightly in the future (clock skew) reads 'Just now'.
 */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (elapsed < HOUR_MS) return TIME_WEB.justNow;
  if (elapsed < DAY_MS) return fillTemplate(TIME_WEB.hoursAgo, { n: Math.floor(elapsed / HOUR_MS) });
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= RELATIVE_DAYS_MAX) return fillTemplate(TIME_WEB.daysAgo, { n: days });
  return formatDate(value);
}

/** 'YYYY-MM-DD' of a date in UTC (the stats endpoint's day keys). */
export function utcDayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'January 2025'. */
export function formatMonth(month: number, year: number): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(DATE_LOCALE, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A UTC day key ('2025-01-05') as 'Jan 5, 2025'. */
export function formatDayKey(key: string): string {
  return new Date(`${key}T00:00:00Z`).toLocaleDateString(DATE_LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
