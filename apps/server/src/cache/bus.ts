/**
 * What every cache in this process is allowed to trust (docs/decisions/0012-read-caches.md).
 * Database triggers NOTIFY on channel `codedojo_cache` at commit; each process's listener feeds
 * those payloads here. A topic's version moves on every change, so an entry built under an older
 * version is never served, and an entry whose build overlapped a change is never stored.
 * While the listener is down (`live` false) no cache may be used at all.
 */
export const CACHE_CHANNEL = 'codedojo_cache';

export type Topic = 'problems' | 'leaderboard' | 'sessions';

export type Eviction = { kind: 'session'; id: string } | { kind: 'user'; id: string } | { kind: 'all' };

const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2000;

export class CacheBus {
  private readonly versions: Record<Topic, number> = { problems: 0, leaderboard: 0, sessions: 0 };
  private readonly evictors = new Set<(eviction: Eviction) => void>();
  private readonly syncs = new Map<string, () => void>();
  private live = false;

  version(topic: Topic): number {
    return this.versions[topic];
  }

  isLive(): boolean {
    return this.live;
  }

  /** Called by the listener: on (re)connect and on loss everything cached so far is dropped. */
  setLive(live: boolean) {
    this.live = live;
    this.bumpAll();
  }

  onEvict(evictor: (eviction: Eviction) => void) {
    this.evictors.add(evictor);
  }

  /** One NOTIFY payload (see the migration cache_invalidation for the vocabulary). */
  receive(payload: string) {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.syncs.get(payload.slice(SYNC_PREFIX.length))?.();
      return;
    }
    if (payload === 'problems') {
      // A problem's difficulty or its removal changes scores too.
      this.bump('problems');
      this.bump('leaderboard');
      return;
    }
    if (payload === 'leaderboard') return this.bump('leaderboard');
    const [kind, id] = splitOnce(payload);
    if (kind === 'session' && id) return this.evict({ kind: 'session', id });
    if (kind === 'user' && id) {
      // Names appear on the leaderboard.
      this.bump('leaderboard');
      return this.evict({ kind: 'user', id });
    }
    // 'sessions' (a truncate) or anything unknown: trust nothing.
    this.bumpAll();
  }

  /**
   * Resolves once every change committed before the call has reached this process: notifications
   * reach a listener in commit order, so seeing our own marker means the earlier ones arrived.
   */
  async sync(notify: (payload: string) => Promise<void>): Promise<void> {
    if (!this.live) return;
    const nonce = crypto.randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.syncs.set(nonce, resolve);
      timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
    });
    try {
      await notify(`${SYNC_PREFIX}${nonce}`);
      await arrived;
    } catch {
      // The database is unreachable: the write's own answer says so; nothing to wait for.
    } finally {
      clearTimeout(timer);
      this.syncs.delete(nonce);
    }
  }

  private bump(topic: Topic) {
    this.versions[topic] += 1;
  }

  private evict(eviction: Eviction) {
    this.bump('sessions');
    for (const evictor of this.evictors) evictor(eviction);
  }

  private bumpAll() {
    this.bump('problems');
    this.bump('leaderboard');
    this.evict({ kind: 'all' });
  }
}

function splitOnce(payload: string): [string, string] {
  const at = payload.indexOf(':');
  return at < 0 ? [payload, ''] : [payload.slice(0, at), payload.slice(at + 1)];
}
