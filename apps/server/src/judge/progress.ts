import { EventEmitter } from 'node:events';
import type { Database } from '../db/client.ts';
import { CHANNELS } from './jobs.ts';

/**
 * This process's ear on the judge: one LISTEN for the progress channel, fanned out to whoever
 * waits for a submission (`s:<id>`) or a run (`j:<id>`). Notifications only say "look again":
 * listeners re-read the database, so a missed one costs a poll interval, never a wrong answer.
 * Notifications are sent at commit, so a reader woken by one sees the write at once.
 */
export class ProgressHub {
  private readonly emitter = new EventEmitter();
  private unlisten: (() => Promise<void>) | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async start(database: Pick<Database, 'listen'>) {
    this.unlisten = await database.listen(CHANNELS.progress, (payload) => {
      // `s:<id>:final`: the key is `s:<id>`, the hint `final` (the verdict is stored).
      const [kind = '', id = '', hint = ''] = payload.split(':');
      this.emitter.emit(`${kind}:${id}`, hint);
    });
  }

  /** Calls `listener` on every change of `key` with its hint (`final` or empty); returns the unsubscribe. */
  on(key: string, listener: (hint: string) => void): () => void {
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  async close() {
    await this.unlisten?.();
    this.emitter.removeAllListeners();
  }
}

/**
 * Resolves with `check()`'s first non-undefined answer, looking at once (unless `lookFirst` is false), on every change of
 * `key` (only those whose hint `worthLooking` accepts, when given) and every `pollMs`;
 * undefined after `timeoutMs`.
 */
export function waitFor<T>(
  hub: ProgressHub,
  key: string,
  check: () => Promise<T | undefined>,
  options: {
    timeoutMs: number;
    pollMs?: number;
    worthLooking?: (hint: string) => boolean;
    /** False when the caller knows there is nothing to see yet (it just queued the work). */
    lookFirst?: boolean;
  },
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let checking: Promise<void> = Promise.resolve();
    // A look already waiting its turn covers every change announced before it starts.
    let waiting = false;
    const finish = (value: T | undefined) => {
      if (settled) return;
      settled = true;
      off();
      clearInterval(poll);
      clearTimeout(timer);
      resolve(value);
    };
    const look = () => {
      if (waiting) return;
      waiting = true;
      checking = checking
        .then(async () => {
          waiting = false;
          if (settled) return;
          const value = await check();
          if (value !== undefined) finish(value);
        })
        .catch((error: unknown) => {
          if (settled) return;
          settled = true;
          off();
          clearInterval(poll);
          clearTimeout(timer);
          reject(error);
        });
    };
    const off = hub.on(key, (hint) => {
      if (options.worthLooking?.(hint) ?? true) look();
    });
    const poll = setInterval(look, options.pollMs ?? 2000);
    const timer = setTimeout(() => finish(undefined), options.timeoutMs);
    if (options.lookFirst ?? true) look();
  });
}
