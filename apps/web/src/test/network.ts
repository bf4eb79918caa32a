import { vi } from 'vitest';

/**
 * The network boundary for unit tests: `fetch` answers from a table of routes (every call is
 * recorded), `EventSource` is a stream the test drives. Nothing of ours is replaced.
 */
export type Answer = { status?: number; body?: unknown; date?: Date } | 'network-down';
type Route = (request: { method: string; path: string; body: unknown }) => Answer;

export type Call = { method: string; path: string; body: unknown };

export function stubFetch(routes: Record<string, Route | Answer>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route =
      routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/api\/v1/, '')}`];
    const answer = typeof route === 'function' ? route({ method, path, body }) : route;
    if (answer === undefined) throw new Error(`no stubbed answer for ${method} ${path}`);
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: {
        'content-type': 'application/json',
        date: (answer.date ?? new Date()).toUTCString(),
      },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

/** The success envelope around `fields`. */
export const ok = (fields: Record<string, unknown>, status = 200) => ({
  status,
  body: { success: true, message: 'ok', ...fields },
});

/** The failure envelope with a stable `code`. */
export const fail = (status: number, code: string, error: string, details?: Record<string, string>) => ({
  status,
  body: { success: false, error, code, ...(details ? { details } : {}) },
});

/** A server-sent-events stream the test drives: `emit('test', {...})`, `drop()`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private readonly handlers = new Map<string, Set<(event: Event) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(name: string, handler: (event: Event) => void) {
    const set = this.handlers.get(name) ?? new Set();
    set.add(handler);
    this.handlers.set(name, set);
  }

  removeEventListener(name: string, handler: (event: Event) => void) {
    this.handlers.get(name)?.delete(handler);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(name: string, data: unknown) {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    for (const handler of this.handlers.get(name) ?? []) handler(event);
  }

  /** The server went away for good: EventSource gives up and reports an error. */
  drop() {
    this.readyState = FakeEventSource.CLOSED;
    for (const handler of this.handlers.get('error') ?? []) handler(new Event('error'));
  }

  static install() {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  /** The open streams of a submission. */
  static of(id: string) {
    return FakeEventSource.all.filter((source) => source.url.endsWith(`/submissions/${id}/events`));
  }
}
