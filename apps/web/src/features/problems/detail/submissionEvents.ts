import type { SubmissionRecord, submissionEventSchemas } from '@codedojo/shared';
import type { z } from 'zod';
import { problemsApi } from '../problemsApi.ts';

/** What GET /submissions/:id/events sends (issue 11), as the shared contract declares it. */
export type StatusEvent = z.infer<typeof submissionEventSchemas.status>;
export type TestEvent = z.infer<typeof submissionEventSchemas.test>;

export type SubmissionListener = {
  status?: (event: StatusEvent) => void;
  test?: (event: TestEvent) => void;
  done?: (record: SubmissionRecord) => void;
  /** The stream closed for good before `done` (e.g. the session ended). */
  lost?: () => void;
};

type Stream = { source: EventSource; listeners: Set<SubmissionListener>; closing?: number };

/** One EventSource per submission, however many screens listen to it (decision 0020). */
const streams = new Map<string, Stream>();

function parse<T>(event: Event): T {
  return JSON.parse((event as MessageEvent<string>).data) as T;
}

function open(id: string): Stream {
  const source = new EventSource(problemsApi.submissionEventsUrl(id), { withCredentials: true });
  const stream: Stream = { source, listeners: new Set() };
  const each = (call: (listener: SubmissionListener) => void) => {
    for (const listener of [...stream.listeners]) call(listener);
  };
  const end = () => {
    source.close();
    streams.delete(id);
  };
  source.addEventListener('status', (event) => each((listener) => listener.status?.(parse(event))));
  source.addEventListener('test', (event) => each((listener) => listener.test?.(parse(event))));
  source.addEventListener('done', (event) => {
    end();
    const record = parse<SubmissionRecord>(event);
    each((listener) => listener.done?.(record));
  });
  // EventSource reconnects by itself (sending Last-Event-ID); only a stream it gives up on is lost.
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED) return;
    end();
    each((listener) => listener.lost?.());
  });
  return stream;
}

/**
 * Listens to a submission's events; the returned function stops. The last listener's stop closes
 * the stream a tick later, so a screen that re-subscribes at once (a re-render, StrictMode) keeps
 * it instead of reconnecting.
 */
export function subscribeSubmission(id: string, listener: SubmissionListener): () => void {
  const stream = streams.get(id) ?? open(id);
  streams.set(id, stream);
  window.clearTimeout(stream.closing);
  stream.listeners.add(listener);
  return () => {
    stream.listeners.delete(listener);
    if (stream.listeners.size > 0 || streams.get(id) !== stream) return;
    stream.closing = window.setTimeout(() => {
      if (stream.listeners.size > 0 || streams.get(id) !== stream) return;
      stream.source.close();
      streams.delete(id);
    }, 0);
  };
}
