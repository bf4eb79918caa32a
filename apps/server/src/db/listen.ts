import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN subscription reports: each payload, and whether it can be trusted right now. */
export type ListenHandlers = { onPayload: (payload: string) => void; onLive: (live: boolean) => void };
export type Watch = { close: () => Promise<void> };

const RECONNECT_MS = 1000;

/**
 * A dedicated PostgreSQL connection (LISTEN cannot share a pool). When it drops, the handlers hear
 * `live: false` at once and it reconnects every second; `live: true` only once LISTEN is back.
 */
export async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Watch> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      handlers.onLive(false);
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (closed || lost) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    current = client;
    handlers.onLive(true);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      handlers.onLive(false);
      await client?.end().catch(() => {});
    },
  };
}

/** PGlite is one session in this process: notifications arrive before the writing query returns. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<Watch> {
  const unsubscribe = await client.listen(channel, handlers.onPayload);
  handlers.onLive(true);
  return {
    close: async () => {
      handlers.onLive(false);
      await unsubscribe();
    },
  };
}
