import type { UserRow } from '../db/schema.ts';
import type { CacheBus } from './bus.ts';

/** A safety net only: notifications evict an entry the moment its session or user changes. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { user: UserRow; expiresAt: number; cachedAt: number };
export type LoadedSession = { user: UserRow; expiresAt: Date };

/**
 * Sessions by id (the token's sha256), per process. Logout deletes the row, whose trigger evicts
 * the entry in every process (docs/decisions/0012-read-caches.md); a user's row changing evicts
 * all their sessions. Never used while the bus is not live.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly bus: CacheBus) {
    bus.onEvict((eviction) => {
      if (eviction.kind === 'all') return this.entries.clear();
      if (eviction.kind === 'session') return void this.entries.delete(eviction.id);
      for (const [id, entry] of this.entries) if (entry.user.id === eviction.id) this.entries.delete(id);
    });
  }

  async find(
    id: string,
    load: (id: string) => Promise<LoadedSession | undefined>,
  ): Promise<UserRow | undefined> {
    const now = Date.now();
    const live = this.bus.isLive();
    const entry = live ? this.entries.get(id) : undefined;
    if (entry && entry.expiresAt > now && now - entry.cachedAt < MAX_AGE_MS) return entry.user;
    if (entry) this.entries.delete(id);
    const version = this.bus.version('sessions');
    const loaded = await load(id);
    if (!loaded) return undefined;
    // A change that arrived while we read may concern this very session: then keep nothing.
    if (live && this.bus.isLive() && this.bus.version('sessions') === version) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, { user: loaded.user, expiresAt: loaded.expiresAt.getTime(), cachedAt: now });
    }
    return loaded.user;
  }
}
