import { describe, expect, it } from 'vitest';
import { pickDaily, utcDayNumber } from './pick.ts';

const items = Array.from({ length: 37 }, (_, i) => ({ key: `problem-${i}` }));

describe('pickDaily', () => {
  it('is deterministic for a day', () => {
    expect(pickDaily(items, 20_000)).toEqual(pickDaily([...items].reverse(), 20_000));
  });

  it('never repeats within a cycle of N days and covers every problem', () => {
    const start = 37 * 600;
    const keys = Array.from({ length: 37 }, (_, i) => pickDaily(items, start + i)?.key);
    expect(new Set(keys).size).toBe(37);
  });

  it('orders each cycle afresh', () => {
    const cycle = (n: number) => Array.from({ length: 37 }, (_, i) => pickDaily(items, 37 * n + i)?.key);
    expect(cycle(600)).not.toEqual(cycle(601));
  });

  it('answers nothing for an empty catalogue', () => {
    expect(pickDaily([], 1)).toBeUndefined();
  });

  it('numbers UTC days, whatever the local time zone', () => {
    expect(utcDayNumber(new Date('2026-01-01T23:59:59.999Z'))).toBe(
      utcDayNumber(new Date('2026-01-01T00:00:00Z')),
    );
    expect(utcDayNumber(new Date('2026-01-02T00:00:00Z'))).toBe(
      utcDayNumber(new Date('2026-01-01T00:00:00Z')) + 1,
    );
  });
});
