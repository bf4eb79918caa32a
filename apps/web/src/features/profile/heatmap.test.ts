import { describe, expect, it } from 'vitest';
import { currentStreak, heatmapWeeks, levelOf } from './heatmap.ts';

const NOW = new Date('2025-03-10T08:00:00Z'); // a Monday

describe('heatmap', () => {
  it('lays out 365 days in Sunday-first week columns ending today', () => {
    const weeks = heatmapWeeks([{ date: '2025-03-10', count: 3 }], NOW);
    const cells = weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(365);
    expect(cells.at(-1)).toEqual({ date: '2025-03-10', count: 3, level: 2 });
    expect(cells[0]?.date).toBe('2024-03-11');
    expect(weeks.every((week, index) => week.length === 7 || index === weeks.length - 1)).toBe(true);
    // 2024-03-11 was a Monday: one empty slot before it.
    expect(weeks[0]?.[0]).toBeNull();
  });

  it('grades counts into five levels', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 50].map(levelOf)).toEqual([0, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('counts the streak up to today, or up to yesterday when today has none yet', () => {
    const days = (...dates: string[]) => dates.map((date) => ({ date, count: 1 }));
    expect(currentStreak(days('2025-03-08', '2025-03-09', '2025-03-10'), NOW)).toBe(3);
    expect(currentStreak(days('2025-03-08', '2025-03-09'), NOW)).toBe(2);
    expect(currentStreak(days('2025-03-07', '2025-03-09', '2025-03-10'), NOW)).toBe(2);
    expect(currentStreak(days('2025-03-08'), NOW)).toBe(0);
    expect(currentStreak([], NOW)).toBe(0);
  });
});
