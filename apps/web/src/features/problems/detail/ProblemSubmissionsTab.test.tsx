import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/queryKeys.ts';
import { FakeEventSource, ok, stubFetch } from '../../../test/network.ts';
import { withProviders } from '../../../test/render.tsx';
import { WAIT } from '../../../test/wait.ts';
import { ProblemSubmissionsTab } from './ProblemSubmissionsTab.tsx';
import { LIVE_STREAMS_MAX } from './useLiveSubmissions.ts';

const row = (id: string, status: string) => ({
  id,
  problemId: 'p1',
  language: 'PYTHON',
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const statuses = () => screen.getAllByTestId('status-badge').map((element) => element.textContent);

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

describe('ProblemSubmissionsTab', () => {
  it('updates queued and running rows from their events, without polling', async () => {
    // What the server holds: the events below tell the same story.
    const stored = [row('s3', 'Queued'), row('s2', 'Running'), row('s1', 'Accepted')];
    const { calls } = stubFetch({
      'GET /submission/get-all-submission?problemId=p1': () =>
        ok({ data: stored.map((entry) => ({ ...entry })) }),
    });
    const { wrapper, client } = withProviders();
    client.setQueryData(queryKeys.solved(), []);
    render(<ProblemSubmissionsTab problemId="p1" />, { wrapper });
    await screen.findAllByTestId('submission-row');
    expect(statuses()).toEqual(['Queued', 'Running', 'Accepted']);
    // One stream per unfinished submission, none for a finished one.
    expect(FakeEventSource.of('s3')).toHaveLength(1);
    expect(FakeEventSource.of('s2')).toHaveLength(1);
    expect(FakeEventSource.of('s1')).toHaveLength(0);

    const queued = FakeEventSource.of('s3')[0] as FakeEventSource;
    act(() => queued.emit('status', { status: 'Running', done: 0, total: 3 }));
    await vi.waitFor(() => expect(statuses()).toEqual(['Running', 'Running', 'Accepted']), WAIT);

    stored[0] = row('s3', 'Running');
    stored[1] = row('s2', 'Wrong Answer');
    act(() =>
      (FakeEventSource.of('s2')[0] as FakeEventSource).emit('done', { ...row('s2', 'Wrong Answer') }),
    );
    await vi.waitFor(() => expect(statuses()).toEqual(['Running', 'Wrong Answer', 'Accepted']), WAIT);
    // The other row keeps its stream: no reconnect when the set of live rows changes.
    expect(FakeEventSource.of('s3')).toHaveLength(1);
    expect(queued.readyState).toBe(FakeEventSource.OPEN);
    // A verdict refreshes what it changes (the solved marks here).
    expect(client.getQueryState(queryKeys.solved())?.isInvalidated).toBe(true);
    // No polling: the list was fetched once, then once more for the verdict.
    await vi.waitFor(
      () => expect(calls.filter((call) => call.path.startsWith('/submission/'))).toHaveLength(2),
      WAIT,
    );
  });

  it(`follows at most ${LIVE_STREAMS_MAX} streams at once`, async () => {
    stubFetch({
      'GET /submission/get-all-submission?problemId=p1': ok({
        data: ['a', 'b', 'c', 'd', 'e'].map((id) => row(id, 'Queued')),
      }),
    });
    const { wrapper } = withProviders();
    render(<ProblemSubmissionsTab problemId="p1" />, { wrapper });
    await screen.findAllByTestId('submission-row');
    expect(FakeEventSource.all.filter((source) => source.readyState !== FakeEventSource.CLOSED)).toHaveLength(
      LIVE_STREAMS_MAX,
    );
  });

  it('closes its streams when it goes away', async () => {
    stubFetch({ 'GET /submission/get-all-submission?problemId=p1': ok({ data: [row('s9', 'Queued')] }) });
    const { wrapper } = withProviders();
    const view = render(<ProblemSubmissionsTab problemId="p1" />, { wrapper });
    await screen.findAllByTestId('submission-row');
    view.unmount();
    await vi.waitFor(
      () => expect((FakeEventSource.of('s9')[0] as FakeEventSource).readyState).toBe(FakeEventSource.CLOSED),
      WAIT,
    );
  });
});
