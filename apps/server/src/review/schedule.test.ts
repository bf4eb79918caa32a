import { describe, expect, it } from 'vitest';
import { type ReviewEvent, reviewState } from './schedule.ts';

const T0 = Date.parse('2026-01-10T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const sub = (days: number, status: string): ReviewEvent => ({
  kind: 'submission',
  at: new Date(T0 + days * DAY),
  status,
});
const skip = (days: number): ReviewEvent => ({ kind: 'skip', at: new Date(T0 + days * DAY) });
const dueDay = (events: ReviewEvent[]) => {
  const state = reviewState(events);
  return state ? (state.dueAt.getTime() - T0) / DAY : undefined;
};

describe('reviewState', () => {
  it('starts only at the first Accepted', () => {
    expect(reviewState([sub(0, 'Wrong Answer')])).toBeUndefined();
    expect(dueDay([sub(0, 'Wrong Answer'), sub(2, 'Accepted')])).toBe(3);
  });

  it('walks the intervals 1, 3, 7, 14, 30, 60 with each successful re-solve, then stays at 60', () => {
    const events = [sub(0, 'Accepted')];
    const expected = [1, 4, 11, 25, 55, 115, 175];
    expect(dueDay(events)).toBe(1);
    for (let i = 1; i < expected.length; i++) {
      events.push(sub(expected[i - 1] ?? 0, 'Accepted'));
      expect(dueDay(events)).toBe(expected[i]);
    }
    expect(reviewState(events)?.step).toBe(5);
  });

  it('ignores submissions before the due time', () => {
    expect(dueDay([sub(0, 'Accepted'), sub(0.5, 'Accepted'), sub(0.9, 'Wrong Answer')])).toBe(1);
  });

  it('brings a failed re-solve back to the first interval', () => {
    const state = reviewState([sub(0, 'Accepted'), sub(1, 'Accepted'), sub(4, 'Runtime Error')]);
    expect(state?.step).toBe(0);
    expect(dueDay([sub(0, 'Accepted'), sub(1, 'Accepted'), sub(4, 'Runtime Error')])).toBe(5);
    // And the next success moves on from the start again.
    expect(dueDay([sub(0, 'Accepted'), sub(1, 'Accepted'), sub(4, 'Wrong Answer'), sub(5, 'Accepted')])).toBe(
      8,
    );
  });

  it('does not count a judge failure as a failed re-solve', () => {
    expect(dueDay([sub(0, 'Accepted'), sub(1, 'Internal Error'), sub(1.5, 'Queued')])).toBe(1);
  });

  it('postpones by a day on skip: from the due time, or from the skip when overdue', () => {
    expect(dueDay([sub(0, 'Accepted'), skip(0.5)])).toBe(2);
    expect(dueDay([sub(0, 'Accepted'), skip(3)])).toBe(4);
    expect(dueDay([sub(0, 'Accepted'), skip(3), skip(3)])).toBe(5);
  });
});
