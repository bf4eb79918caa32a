import {
  isPendingStatus,
  type PendingStatus,
  type SubmissionEventName,
  type SubmissionTestEvent,
  type Verdict,
} from '@codedojo/shared';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { type LoadedRecord, loadRecord, presentRecord } from './record.ts';

/**
 * GET /submissions/:id/events. Every event is derived from the stored record and its per-test
 * rows, so any API process can serve any submission and a reconnect resumes from its
 * Last-Event-ID: `<attempt>:<tests seen>:<status letter>` names exactly what the client has.
 */
const LETTER: Record<PendingStatus, string> = { Queued: 'q', Compiling: 'c', Running: 'r' };
const POLL_MS = 2000;

export type Cursor = { attempt: number; seq: number; letter: string | null };

export function parseLastEventId(value: unknown): Cursor | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,9}):(\d{1,9}):([qcr])$/.exec(value);
  if (!match) return null;
  return { attempt: Number(match[1]), seq: Number(match[2]), letter: match[3] ?? null };
}

type Event = { name: SubmissionEventName; id: string; data: unknown };

/** What a client at `cursor` has not seen of this record, and where it will be after. */
export function eventsSince(
  loaded: LoadedRecord,
  from: Cursor | null,
): { events: Event[]; cursor: Cursor | null; done: boolean } {
  const { submission } = loaded;
  if (!isPendingStatus(submission.status)) {
    return {
      events: [{ name: 'done', id: `${submission.attempt}:done`, data: presentRecord(loaded) }],
      cursor: from,
      done: true,
    };
  }
  const cursor: Cursor =
    from && from.attempt === submission.attempt
      ? { ...from }
      : { attempt: submission.attempt, seq: 0, letter: null };
  const events: Event[] = [];
  const letter = LETTER[submission.status];
  const total = submission.testsTotal ?? loaded.tests.length;
  const finished = loaded.results.filter((row) => row.seq > 0);
  if (cursor.letter !== letter) {
    cursor.letter = letter;
    events.push({
      name: 'status',
      id: `${cursor.attempt}:${cursor.seq}:${letter}`,
      data: { status: submission.status, done: finished.length, total },
    });
  }
  const fresh = finished.filter((row) => row.seq > cursor.seq).sort((a, b) => a.seq - b.seq);
  for (const row of fresh) {
    cursor.seq = row.seq;
    const data: SubmissionTestEvent = {
      index: row.position,
      verdict: row.status as Verdict,
      time: row.timeMs ?? 0,
      memory: row.memoryKb ?? 0,
      done: row.seq,
      total,
    };
    events.push({ name: 'test', id: `${cursor.attempt}:${cursor.seq}:${letter}`, data });
  }
  return { events, cursor, done: false };
}

const frame = (event: Event) =>
  `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** Streams the submission's events until `done` or until the client goes away. */
export function streamEvents(ctx: AppContext, reply: FastifyReply, id: string, lastEventId: unknown) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');
  let cursor = parseLastEventId(lastEventId);
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  const close = () => {
    if (closed) return;
    closed = true;
    off();
    clearInterval(poll);
    clearInterval(keepAlive);
    raw.end();
  };
  const flush = () => {
    chain = chain
      .then(async () => {
        if (closed) return;
        const loaded = await loadRecord(ctx.db, id);
        if (!loaded || closed) return close();
        const next = eventsSince(loaded, cursor);
        cursor = next.cursor;
        for (const event of next.events) raw.write(frame(event));
        if (next.done) close();
      })
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'submission events failed');
        close();
      });
  };
  const off = ctx.progress.on(`s:${id}`, flush);
  const poll = setInterval(flush, POLL_MS);
  // Comments keep proxies from cutting an idle stream.
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), ctx.config.JUDGE_EVENTS_KEEPALIVE_MS);
  raw.on('close', close);
  flush();
}
