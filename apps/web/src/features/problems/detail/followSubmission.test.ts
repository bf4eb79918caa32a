import type { SubmissionRecord, TestResult, Verdict } from '@codedojo/shared';
import { describe, expect, it } from 'vitest';
import { progressOf } from './followSubmission.ts';

const record = (fields: Partial<SubmissionRecord>): SubmissionRecord => ({
  id: 'a',
  problemId: 'p',
  language: 'PYTHON',
  status: 'Running',
  compileOutput: null,
  timeMs: null,
  memoryKb: null,
  createdAt: '2026-01-01T00:00:00Z',
  finishedAt: null,
  message: null,
  done: 0,
  total: 4,
  testCases: [],
  ...fields,
});

const test = (testCase: number, status: Verdict): TestResult => ({
  testCase,
  passed: status === 'Accepted',
  status,
  hidden: false,
  input: null,
  stdout: null,
  stderr: null,
  expected: null,
  compileOutput: null,
  message: null,
  time: '1 ms',
  memory: '1 KB',
  timeMs: 1,
  memoryKb: 1,
});

describe('progressOf', () => {
  it('gives one empty chip per test of a queued submission', () => {
    expect(progressOf(record({ status: 'Queued' }))).toEqual({
      id: 'a',
      status: 'Queued',
      total: 4,
      chips: [null, null, null, null],
    });
  });

  it('fills the chips of the tests finished so far, in their positions, after a reload', () => {
    const progress = progressOf(record({ testCases: [test(3, 'Wrong Answer'), test(1, 'Accepted')] }));
    expect(progress.chips).toEqual(['Accepted', null, 'Wrong Answer', null]);
  });
});
