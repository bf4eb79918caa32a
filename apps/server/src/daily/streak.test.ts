import { describe, expect, it } from 'vitest';
import { computeStreak } from './streak.ts';

describe('computeStreak', () => {
  it('counts a run ending today', () => {
    expect(computeStreak(['2026-03-01', '2026-03-02', '2026-03-03'], '2026-03-03')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('keeps the streak while today is not solved yet, and drops it once a whole day is missed', () => {
    const days = ['2026-03-01', '2026-03-02'];
    expect(computeStreak(days, '2026-03-03')).toEqual({ current: 2, longest: 2 });
    expect(computeStreak(days, '2026-03-04')).toEqual({ current: 0, longest: 2 });
  });

  it('runs across month ends, leap days and year ends', () => {
    expect(computeStreak(['2026-02-27', '2026-02-28', '2026-03-01'], '2026-03-01').current).toBe(3);
    expect(computeStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current).toBe(3);
    // 2028-02-28 → 2028-03-01 skips the leap day: two runs.
    expect(computeStreak(['2028-02-28', '2028-03-01'], '2028-03-01')).toEqual({ current: 1, longest: 1 });
    expect(computeStreak(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-02')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('keeps the longest of several runs, ignores duplicates and order', () => {
    const days = ['2026-01-05', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-02', '2026-01-06'];
    expect(computeStreak(days, '2026-01-06')).toEqual({ current: 2, longest: 3 });
  });

  it('answers zeros with no accepted day', () => {
    expect(computeStreak([], '2026-01-01')).toEqual({ current: 0, longest: 0 });
  });
});
