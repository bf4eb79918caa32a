import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { startSessionSweeper } from './session-sweeper.ts';

const HOUR = 60 * 60 * 1000;

async function fixture(t: TestApp, email: string) {
  const { id: userId } = await signedInUser(t, email);
  return {
    add: async (id: string, expiresAt: Date) => {
      await t.db.insert(sessions).values({ id, userId, expiresAt });
    },
    exists: async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id))).length > 0,
  };
}

describe.each(dbTargets)('the app deletes expired sessions (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { sessionSweepIntervalMs: 100 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('periodically, while live ones stay', async () => {
    const rows = await fixture(t, 'sweep@example.com');
    await rows.add('expired-periodic', new Date(Date.now() - HOUR));
    await rows.add('live-periodic', new Date(Date.now() + HOUR));
    await expect.poll(() => rows.exists('expired-periodic'), { timeout: 15_000, interval: 100 }).toBe(false);
    expect(await rows.exists('live-periodic')).toBe(true);
  });
});

describe('the session sweeper', () => {
  // The app's own sweeper runs hourly here, so only the sweepers under test delete rows.
  let t: TestApp;
  let rows: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    rows = await fixture(t, 'sweeper@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sweeps once when its app starts', async () => {
    await rows.add('expired-boot', new Date(Date.now() - HOUR));
    const app = Fastify({ logger: false });
    startSessionSweeper(app, t.db, HOUR);
    await app.ready();
    expect(await rows.exists('expired-boot')).toBe(false);
    await app.close();
  });

  it('stops when its app closes', async () => {
    const app = Fastify({ logger: false });
    startSessionSweeper(app, t.db, 50);
    await app.ready();
    await app.close();
    await rows.add('expired-after-close', new Date(Date.now() - HOUR));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rows.exists('expired-after-close')).toBe(true);
  });
});
