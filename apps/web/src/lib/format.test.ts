import { describe, expect, it } from 'vitest';
import { formatPercent, percent } from './format.ts';

describe('percent', () => {
  it('rounds to whole percents by default and to one decimal on request', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(2, 3, 1)).toBe(66.7);
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 5)).toBe(100);
  });
  it('formats without trailing zeros', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(66.7, 1)).toBe('66.7%');
    expect(formatPercent(100, 1)).toBe('100%');
  });
});
