import { SERVER, VALIDATION } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solved } from '../db/schema.ts';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

type Playlist = {
  id: string;
  name: string;
  description: string | null;
  problems: { id: string; problem: { title: string; solvedBy: { id: string }[] } }[];
};

describe.each(dbTargets)('playlists API on %s', (target) => {
  let t: TestApp;
  let owner: { cookie: string; id: string };
  let other: { cookie: string; id: string };
  let easy: string;
  let hard: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signedInUser(t, 'owner@example.com', 'Owner');
    other = await signedInUser(t, 'other@example.com', 'Other');
    easy = (await insertProblem(t.db, { title: 'Easy One', difficulty: 'EASY' })).id;
    hard = (await insertProblem(t.db, { title: 'Hard One', difficulty: 'HARD' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (cookie: string, body: unknown) =>
    call(t.app, 'POST', '/api/v1/playlist/create-playlist', { cookie, body });

  it('creates, lists, reads, renames and deletes a playlist', async () => {
    const created = await create(owner.cookie, { name: '  Warm-ups ', description: 'Daily' });
    expect(created.status).toBe(201);
    const playlist = created.json.data as Playlist;
    expect(playlist).toMatchObject({ name: 'Warm-ups', description: 'Daily', problems: [] });

    const list = await call(t.app, 'GET', '/api/v1/playlist', { cookie: owner.cookie });
    expect((list.json.data as Playlist[]).map((p) => p.name)).toContain('Warm-ups');

    const renamed = await call(t.app, 'PUT', `/api/v1/playlist/${playlist.id}`, {
      cookie: owner.cookie,
      body: { name: 'Warm-ups 2', description: '' },
    });
    expect(renamed.json.data).toMatchObject({ name: 'Warm-ups 2', description: null });

    const deleted = await call(t.app, 'DELETE', `/api/v1/playlist/${playlist.id}`, { cookie: owner.cookie });
    expect(deleted.json).toMatchObject({ success: true, message: SERVER.playlistDeleted });
    expect(
      (await call(t.app, 'GET', `/api/v1/playlist/${playlist.id}`, { cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it('validates name and description with the spec messages, and refuses a duplicate name', async () => {
    const blank = await create(owner.cookie, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toBe(VALIDATION.playlistNameRequired);
    const long = await create(owner.cookie, { name: 'n'.repeat(101), description: 'd'.repeat(501) });
    expect(long.json.details).toEqual({
      name: VALIDATION.playlistNameMax,
      description: VALIDATION.playlistDescriptionMax,
    });
    expect((await create(owner.cookie, { name: 'Unique' })).status).toBe(201);
    const duplicate = await create(owner.cookie, { name: 'UNIQUE' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.error).toBe(SERVER.playlistNameTaken);
    // Another user may use the same name.
    expect((await create(other.cookie, { name: 'Unique' })).status).toBe(201);
  });

  it('adds problems (twice is harmless), shows solvedBy for the current user only, and removes one', async () => {
    const playlist = (await create(owner.cookie, { name: 'Mixed' })).json.data as Playlist;
    await t.db.insert(solved).values({ userId: owner.id, problemId: easy });
    await t.db.insert(solved).values({ userId: other.id, problemId: hard });
    const url = `/api/v1/playlist/${playlist.id}`;
    const added = await call(t.app, 'POST', `${url}/add-problem`, {
      cookie: owner.cookie,
      body: { problemIds: [easy, hard, easy] },
    });
    expect(added.status).toBe(200);
    const again = await call(t.app, 'POST', `${url}/add-problem`, {
      cookie: owner.cookie,
      body: { problemIds: [easy] },
    });
    const entries = (again.json.data as Playlist).problems;
    expect(entries).toHaveLength(2);
    const byTitle = Object.fromEntries(entries.map((entry) => [entry.problem.title, entry.problem.solvedBy]));
    expect(byTitle).toEqual({ 'Easy One': [{ id: owner.id }], 'Hard One': [] });
    expect(again.text).not.toContain(other.id);

    const removed = await call(t.app, 'DELETE', `${url}/remove-problem`, {
      cookie: owner.cookie,
      body: { problemIds: [hard] },
    });
    expect((removed.json.data as Playlist).problems.map((entry) => entry.id)).toEqual([easy]);
  });

  it('answers 404 to unknown or malformed problem ids (decision 0019) and 400 to an empty selection', async () => {
    const playlist = (await create(owner.cookie, { name: 'Strict' })).json.data as Playlist;
    for (const stranger of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1", '']) {
      const unknown = await call(t.app, 'POST', `/api/v1/playlist/${playlist.id}/add-problem`, {
        cookie: owner.cookie,
        body: { problemIds: [easy, stranger] },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.json).toMatchObject({ error: SERVER.unknownProblems, code: 'unknown_problems' });
    }
    const removed = await call(t.app, 'DELETE', `/api/v1/playlist/${playlist.id}/remove-problem`, {
      cookie: owner.cookie,
      body: { problemIds: ['not-an-id'] },
    });
    expect(removed.status).toBe(200);
    const empty = await call(t.app, 'POST', `/api/v1/playlist/${playlist.id}/add-problem`, {
      cookie: owner.cookie,
      body: { problemIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(VALIDATION.selectProblem);
    const after = await call(t.app, 'GET', `/api/v1/playlist/${playlist.id}`, { cookie: owner.cookie });
    expect((after.json.data as Playlist).problems).toEqual([]);
  });

  it("answers 404 to every read and change of another user's playlist, and changes nothing", async () => {
    const playlist = (await create(owner.cookie, { name: 'Private' })).json.data as Playlist;
    const url = `/api/v1/playlist/${playlist.id}`;
    await call(t.app, 'POST', `${url}/add-problem`, { cookie: owner.cookie, body: { problemIds: [easy] } });
    const attempts = [
      call(t.app, 'GET', url, { cookie: other.cookie }),
      call(t.app, 'PUT', url, { cookie: other.cookie, body: { name: 'Stolen' } }),
      call(t.app, 'DELETE', url, { cookie: other.cookie }),
      call(t.app, 'POST', `${url}/add-problem`, { cookie: other.cookie, body: { problemIds: [hard] } }),
      call(t.app, 'DELETE', `${url}/remove-problem`, { cookie: other.cookie, body: { problemIds: [easy] } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(SERVER.playlistNotFound);
    }
    const mine = await call(t.app, 'GET', url, { cookie: owner.cookie });
    expect(mine.json.data).toMatchObject({ name: 'Private', problems: [{ id: easy }] });
    const theirs = await call(t.app, 'GET', '/api/v1/playlist', { cookie: other.cookie });
    expect((theirs.json.data as Playlist[]).map((p) => p.id)).not.toContain(playlist.id);
  });

  it('answers 401 when logged out and 4xx, never 500, to hostile input', async () => {
    expect((await call(t.app, 'GET', '/api/v1/playlist')).status).toBe(401);
    const bodies: unknown[] = [
      { name: 42 },
      { name: ['x'] },
      { name: 'ok', extra: true },
      { name: "x'); DROP TABLE playlists; --" },
      null,
      'text',
    ];
    for (const body of bodies) {
      const res = await create(owner.cookie, body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const id of ['nope', '../../etc/passwd', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t.app, 'GET', `/api/v1/playlist/${encodeURIComponent(id)}`, {
        cookie: owner.cookie,
      });
      expect(res.status).toBe(404);
    }
    const badIds = await call(
      t.app,
      'POST',
      '/api/v1/playlist/00000000-0000-4000-8000-000000000000/add-problem',
      {
        cookie: owner.cookie,
        body: { problemIds: ['not-a-uuid', 5] },
      },
    );
    expect(badIds.status).toBe(400);
  });
});
