import { describe, expect, it } from 'vitest';
import { overallVerdict, VERDICTS } from './verdict.ts';

describe('overallVerdict', () => {
  it('is Accepted only when every test passed', () => {
    expect(overallVerdict([{ status: VERDICTS.ACCEPTED }, { status: VERDICTS.ACCEPTED }])).toBe(
      VERDICTS.ACCEPTED,
    );
  });

  it("is the first failing test's verdict otherwise", () => {
    const tests = [
      { status: VERDICTS.ACCEPTED },
      { status: VERDICTS.TIME_LIMIT_EXCEEDED },
      { status: VERDICTS.WRONG_ANSWER },
    ];
    expect(overallVerdict(tests)).toBe(VERDICTS.TIME_LIMIT_EXCEEDED);
  });
});
