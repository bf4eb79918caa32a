import { describe, expect, it } from 'vitest';
import { parseMonthValue, parsePeriod, shiftPeriod, toMonthValue } from './period.ts';

const NOW = new Date('2025-03-10T12:00:00Z');

describe('leaderboard months', () => {
  it('shifts across year boundaries', () => {
    expect(shiftPeriod({ month: 1, year: 2025 }, -1)).toEqual({ month: 12, year: 2024 });
    expect(shiftPeriod({ month: 12, year: 2024 }, 1)).toEqual({ month: 1, year: 2025 });
  });
  it('accepts only months from the first one to the current one', () => {
    expect(parsePeriod('2', '2025', NOW)).toEqual({ month: 2, year: 2025 });
    expect(parsePeriod('4', '2025', NOW)).toBeUndefined();
    expect(parsePeriod('13', '2024', NOW)).toBeUndefined();
    expect(parsePeriod('12', '2023', NOW)).toBeUndefined();
    expect(parsePeriod(null, null, NOW)).toBeUndefined();
  });
  it('round-trips the month input value', () => {
    expect(toMonthValue({ month: 3, year: 2024 })).toBe('2024-03');
    expect(parseMonthValue('2024-03')).toEqual({ month: 3, year: 2024 });
    expect(parseMonthValue('garbage')).toBeUndefined();
  });
});
