import { createHash } from 'node:crypto';
import { DAILY_SEED } from '@codedojo/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 in UTC: the same number everywhere on Earth at a given instant. */
export const utcDayNumber = (at: Date) => Math.floor(at.getTime() / DAY_MS);
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

const rank = (cycle: number, key: string) =>
  createHash('sha256').update(`${DAILY_SEED}:${cycle}:${key}`).digest('hex');

/**
 * The daily problem's key for a UTC day. Days run in cycles of N (the catalogue size); each cycle
 * orders the keys by a seeded hash, so within a cycle no problem repeats, every cycle is a fresh
 * order, and adding a problem moves only where it lands (decision 0016).
 */
export function pickDaily<T extends { key: string }>(items: T[], day: number): T | undefined {
  if (items.length === 0) return undefined;
  const cycle = Math.floor(day / items.length);
  const position = day - cycle * items.length;
  const ordered = items
    .map((item) => ({ item, rank: rank(cycle, item.key) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  return ordered[position]?.item;
}
