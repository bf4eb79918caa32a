import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, testCases } from '../db/schema.ts';
import { createTestApp, dbTargets, type TestApp } from '../testing/harness.ts';
import { CATALOG_ROOT, importCatalog } from './import.ts';

const SLUG = 'missing-locker-number';

describe.each(dbTargets)('catalogue import on %s', (target) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    // A private copy of one real problem, so the test can change it.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-catalog-'));
    fs.cpSync(path.join(CATALOG_ROOT, SLUG), path.join(root, SLUG), { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const bySlug = async () => {
    const [row] = await t.db.select().from(problems).where(eq(problems.catalogSlug, SLUG));
    return row;
  };
  const editTitle = (title: string) => {
    const file = path.join(root, SLUG, 'problem.json');
    const meta = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...meta, title }));
  };

  it('adds a problem with all its tests on first import, then leaves it unchanged', async () => {
    expect(await importCatalog(t.db, root)).toMatchObject({ added: 1, updated: 0, unchanged: 0 });
    const row = await bySlug();
    expect(row).toMatchObject({ source: 'CATALOG', difficulty: 'EASY' });
    const tests = await t.db
      .select()
      .from(testCases)
      .where(eq(testCases.problemId, row?.id ?? ''));
    const manifest = JSON.parse(fs.readFileSync(path.join(root, SLUG, 'tests', 'manifest.json'), 'utf8'));
    expect(tests).toHaveLength(manifest.tests.length);
    expect(tests.filter((test) => test.hidden).length).toBeGreaterThan(0);
    expect(await importCatalog(t.db, root)).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
  });

  it('updates a problem when the catalogue changes', async () => {
    const before = await bySlug();
    editTitle('Missing Locker Number (revised)');
    expect(await importCatalog(t.db, root)).toMatchObject({ updated: 1 });
    const after = await bySlug();
    expect(after?.id).toBe(before?.id);
    expect(after?.title).toBe('Missing Locker Number (revised)');
  });

  it('never overwrites a problem an admin has edited since', async () => {
    const row = await bySlug();
    await t.db
      .update(problems)
      .set({ title: 'Edited by an admin', adminEditedAt: new Date() })
      .where(eq(problems.id, row?.id ?? ''));
    editTitle('Catalogue wants this title');
    expect(await importCatalog(t.db, root)).toMatchObject({ keptAdminEdits: 1, updated: 0 });
    expect((await bySlug())?.title).toBe('Edited by an admin');
  });

  it('skips an invalid problem folder and names it', async () => {
    fs.mkdirSync(path.join(root, 'broken-problem'));
    fs.writeFileSync(path.join(root, 'broken-problem', 'problem.json'), '{ not json');
    // A folder still being written: complete metadata, no tests yet.
    fs.cpSync(path.join(root, SLUG), path.join(root, 'in-progress'), { recursive: true });
    fs.rmSync(path.join(root, 'in-progress', 'tests'), { recursive: true });
    const summary = await importCatalog(t.db, root);
    expect(summary.invalid.sort()).toEqual(['broken-problem', 'in-progress']);
  });
});
