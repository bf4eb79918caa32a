import { describe, expect, it } from 'vitest';
import { badgeCount } from './dashboardData.ts';

describe("the '500+ Problems' badge", () => {
  it('shows the real count rounded down to a multiple of 10 until the catalogue reaches 500', () => {
    expect(badgeCount(7)).toBe(7);
    expect(badgeCount(10)).toBe(10);
    expect(badgeCount(159)).toBe(150);
    expect(badgeCount(499)).toBe(490);
    expect(badgeCount(500)).toBe(500);
    expect(badgeCount(1234)).toBe(500);
  });
});
