import { describe, expect, it } from 'vitest';
import { formatDayKey, formatMonth, relativeTime } from './time.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('relativeTime (spec section 9)', () => {
  it("reads 'Just now' under an hour, and for a time slightly in the future", () => {
    expect(relativeTime(ago(0), NOW)).toBe('Just now');
    expect(relativeTime(ago(HOUR - 1), NOW)).toBe('Just now');
    expect(relativeTime(ago(-5000), NOW)).toBe('Just now');
  });
  it("reads 'Nh ago' under 24 hours", () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('1h ago');
    expect(relativeTime(ago(DAY - 1), NOW)).toBe('23h ago');
  });
  it("reads 'Nd ago' up to 6 days, then the date", () => {
    expect(relativeTime(ago(DAY), NOW)).toBe('1d ago');
    expect(relativeTime(ago(6 * DAY + HOUR), NOW)).toBe('6d ago');
    expect(relativeTime(ago(7 * DAY), NOW)).toMatch(/^Mar \d, 2025$/);
  });
});

describe('dates', () => {
  it('formats UTC day keys and months independently of the local zone', () => {
    expect(formatDayKey('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatMonth(1, 2025)).toBe('January 2025');
    expect(formatMonth(12, 2024)).toBe('December 2024');
  });
});
