import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CacheBus, Topic } from './bus.ts';

/** JSON bodies under this size go out as they are (compression would cost more than it saves). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A response body serialized once, with its ETag and its compressed forms. */
export type CachedBody = {
  etag: string;
  identity: Buffer;
  gzip?: Buffer | undefined;
  br?: Buffer | undefined;
};

type Entry = { version: number; body: CachedBody };

/** `compress` false: a body used once (no cache) is not worth compressing twice. */
export async function serializeBody(value: unknown, compress = true): Promise<CachedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  if (!compress || identity.length < COMPRESS_THRESHOLD_BYTES) return { etag, identity };
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 6 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  ]);
  return { etag, identity, gzip: gz, br };
}

/**
 * Serialized bodies of one topic, keyed by what they depend on (never by anything of one user
 * unless the key says so). Concurrent misses share one build; a build that overlapped a change
 * is served to its own callers but not kept.
 */
export class JsonCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(
    private readonly bus: CacheBus,
    private readonly topic: Topic,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    if (!this.bus.isLive()) return serializeBody(await build(), false);
    const version = this.bus.version(this.topic);
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.body;
    const pending = this.building.get(`${version}:${key}`);
    if (pending) return pending;
    const promise = this.build(key, version, build);
    this.building.set(`${version}:${key}`, promise);
    try {
      return await promise;
    } finally {
      this.building.delete(`${version}:${key}`);
    }
  }

  private async build(key: string, version: number, build: () => Promise<unknown>) {
    const body = await serializeBody(await build());
    if (this.bus.isLive() && this.bus.version(this.topic) === version) {
      if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.dropOldest();
      this.entries.set(key, { version, body });
    }
    return body;
  }

  private dropOldest() {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
