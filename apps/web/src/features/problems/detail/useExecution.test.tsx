import { PROBLEMS_WEB, SERVER } from '@codedojo/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/queryKeys.ts';
import { FakeEventSource, fail, ok, stubFetch } from '../../../test/network.ts';
import { withProviders } from '../../../test/render.tsx';
import { WAIT } from '../../../test/wait.ts';
import { type ExecutionOutcome, useExecution } from './useExecution.ts';

const PROBLEM = 'p1';
const source = { problemId: PROBLEM, language: 'PYTHON' as const, code: 'print(1)', customInput: null };

const test = (testCase: number, status: string) => ({
  testCase,
  passed: status === 'Accepted',
  status,
  hidden: false,
  input: '1',
  stdout: '1',
  stderr: null,
  expected: '1',
  compileOutput: null,
  message: null,
  time: '1 ms',
  memory: '1 KB',
});

const record = (status: string, testCases: ReturnType<typeof test>[] = []) => ({
  id: 's1',
  problemId: PROBLEM,
  language: 'PYTHON',
  status,
  compileOutput: null,
  testCases,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  message: null,
  done: testCases.length,
  total: 2,
});

function renderExecution() {
  const providers = withProviders();
  const finished: ExecutionOutcome[] = [];
  const hook = renderHook(() => useExecution(PROBLEM, (outcome) => finished.push(outcome)), {
    wrapper: providers.wrapper,
  });
  return { ...hook, client: providers.client, finished };
}

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

describe('useExecution', () => {
  it('runs: the result, the finished callback and a 15-second cooldown', async () => {
    const { calls } = stubFetch({
      'POST /execute-code/run': ok({
        data: { status: 'Accepted', compileOutput: null, testCases: [test(1, 'Accepted')] },
      }),
    });
    const { result, finished } = renderExecution();
    await act(() => result.current.execute('run', source));
    expect(result.current.outcome).toMatchObject({ kind: 'run', result: { status: 'Accepted' } });
    expect(result.current.busy).toBeNull();
    expect(result.current.runLeft).toBe(15);
    expect(finished).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ source_code: 'print(1)', language_id: 71, problem_id: PROBLEM });
  });

  it('refuses blank code without calling the server', async () => {
    const { calls } = stubFetch({});
    const { result } = renderExecution();
    await act(() => result.current.execute('run', { ...source, code: '  \n' }));
    expect(calls).toEqual([]);
    expect(result.current.outcome).toBeNull();
  });

  it("shows the server's error in the panel, with the spec's details", async () => {
    stubFetch({ 'POST /execute-code/run': fail(503, 'judge_unavailable', SERVER.judgeUnavailable) });
    const { result } = renderExecution();
    await act(() => result.current.execute('run', source));
    expect(result.current.outcome).toEqual({
      kind: 'run',
      error: { message: SERVER.judgeUnavailable, details: PROBLEMS_WEB.runFailedDetails },
    });
  });

  it('submits: chips fill in from the events, the verdict lands, and what it changes is refetched', async () => {
    stubFetch({
      'POST /submissions': ok({ data: record('Queued') }, 202),
      'GET /submission/get-all-submission': ok({ data: [] }),
    });
    const { result, client } = renderExecution();
    // Screens showed these before the submit: each must be refreshed by its verdict.
    for (const key of [
      queryKeys.submissions(),
      queryKeys.solved(),
      queryKeys.stats(),
      queryKeys.playlists(),
    ]) {
      client.setQueryData(key, []);
    }
    let submitting: Promise<void> = Promise.resolve();
    act(() => {
      submitting = result.current.execute('submit', source);
    });
    await vi.waitFor(() => expect(FakeEventSource.of('s1')).toHaveLength(1), WAIT);
    const stream = FakeEventSource.of('s1')[0] as FakeEventSource;
    expect(result.current.busy).toBe('submit');

    act(() => stream.emit('status', { status: 'Running', done: 0, total: 2 }));
    act(() => stream.emit('test', { index: 1, verdict: 'Wrong Answer', time: 1, memory: 1 }));
    expect(result.current.progress).toEqual({
      id: 's1',
      status: 'Running',
      total: 2,
      chips: [null, 'Wrong Answer'],
    });

    const final = { ...record('Wrong Answer', [test(1, 'Accepted'), test(2, 'Wrong Answer')]) };
    await act(async () => {
      stream.emit('done', final);
      await submitting;
    });
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current.progress).toBeNull();
    expect(result.current.outcome).toMatchObject({ kind: 'submit', result: { status: 'Wrong Answer' } });
    expect(result.current.submitLeft).toBe(15);
    expect(client.getQueryData(queryKeys.submission('s1'))).toMatchObject({ status: 'Wrong Answer' });
    for (const key of [queryKeys.solved(), queryKeys.stats(), queryKeys.playlists()]) {
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(localStorage.getItem(`codedojo.lastSubmission.${PROBLEM}`)).toBe('s1');
  });

  it('shows the last submission again after a reload, following it while it is judged', async () => {
    localStorage.setItem(`codedojo.lastSubmission.${PROBLEM}`, 's1');
    stubFetch({ 'GET /submissions/s1': ok({ data: record('Running', [test(1, 'Accepted')]) }) });
    const { result } = renderExecution();
    await vi.waitFor(() => expect(result.current.progress?.chips).toEqual(['Accepted', null]), WAIT);
    const stream = FakeEventSource.of('s1')[0] as FakeEventSource;
    act(() => stream.emit('done', record('Accepted', [test(1, 'Accepted'), test(2, 'Accepted')])));
    await vi.waitFor(
      () => expect(result.current.outcome).toMatchObject({ kind: 'submit', result: { status: 'Accepted' } }),
      WAIT,
    );
    expect(result.current.progress).toBeNull();
  });
});
