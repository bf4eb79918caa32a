import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LANGUAGE_KEYS,
  DIFFICULTIES as SHARED_DIFFICULTIES,
  LANGUAGES as SHARED_LANGUAGES,
} from '@codedojo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkEditorial,
  DIFFICULTIES,
  EDITORIAL_SECTIONS,
  FILE_OF,
  LANGUAGES,
  listProblemDirs,
  loadProblem,
  toRecord,
  validateProblem,
} from './verify-lib.mjs';

const problems = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'problems');

const words = (n) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
/** A well-formed editorial: the four sections, 40 words each (160 in all, plus the headings). */
const editorial = (sections = EDITORIAL_SECTIONS, body = words(40)) =>
  sections.map((h) => `## ${h}\n\n${body}\n`).join('\n');

describe('checkEditorial', () => {
  it('accepts the four sections in order with enough words, H3s and code spans inside', () => {
    const text = `${editorial()}\n### A subsection\n\nCompare \`a<b\` and \`<div>\` in code.\n`;
    expect(checkEditorial(text)).toEqual({ errors: [], warnings: [] });
  });

  it('fails a free-form editorial, a missing section and sections out of order', () => {
    expect(checkEditorial(`## Approach\n\n${words(200)}\n`).errors[0]).toMatch(/needs exactly the sections/);
    expect(checkEditorial(editorial(EDITORIAL_SECTIONS.slice(0, 3), words(60))).errors).toHaveLength(1);
    const swapped = [EDITORIAL_SECTIONS[1], EDITORIAL_SECTIONS[0], ...EDITORIAL_SECTIONS.slice(2)];
    expect(checkEditorial(editorial(swapped)).errors[0]).toMatch(/in this order/);
    const extra = [...EDITORIAL_SECTIONS, 'A tempting mistake'];
    expect(checkEditorial(editorial(extra)).errors[0]).toMatch(/needs exactly the sections/);
  });

  it('fails an editorial under 120 words and warns outside 150-450', () => {
    expect(checkEditorial(editorial(EDITORIAL_SECTIONS, words(20))).errors[0]).toMatch(/at least 120/);
    expect(checkEditorial(editorial(EDITORIAL_SECTIONS, words(32))).warnings[0]).toMatch(/aim for 150-450/);
    expect(checkEditorial(editorial(EDITORIAL_SECTIONS, words(120))).warnings[0]).toMatch(/aim for 150-450/);
  });

  it('fails HTML, images, an H1 and an empty section', () => {
    expect(checkEditorial(`${editorial()}\n<b>bold</b>\n`).errors).toContain(
      'editorial.md: no HTML (Markdown only)',
    );
    expect(checkEditorial(`${editorial()}\n<!-- note -->\n`).errors).toContain(
      'editorial.md: no HTML (Markdown only)',
    );
    expect(checkEditorial(`${editorial()}\n![graph](g.png)\n`).errors).toContain('editorial.md: no images');
    expect(checkEditorial(`# Title\n\n${editorial()}`).errors[0]).toMatch(/no H1/);
    const empty = `## The idea\n\n## Why it is correct\n\n${words(150)}\n## Complexity\n\nx\n## The naive approach\n\ny\n`;
    expect(checkEditorial(empty).errors).toEqual(['editorial.md: section "The idea" is empty']);
  });

  it('does not take comparisons in prose for HTML', () => {
    expect(checkEditorial(`${editorial()}\nIf a<b holds\nthen c>d too.\n`).errors).toEqual([]);
  });

  it('survives hostile input', () => {
    expect(checkEditorial('').errors.length).toBeGreaterThan(0);
    expect(checkEditorial('##\n##\n<'.repeat(1000)).errors.length).toBeGreaterThan(0);
  });
});

describe('a catalogue problem', () => {
  const temps = [];
  afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));
  /** A private copy of a real problem, so the test can change its editorial. */
  const copy = async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'codedojo-editorial-'));
    temps.push(root);
    const dir = path.join(root, 'editorial-probe');
    await cp(path.join(problems, 'alien-alphabet'), dir, { recursive: true });
    return dir;
  };

  it('fails validation with a free-form editorial, passes with the format', async () => {
    const dir = await copy();
    await writeFile(path.join(dir, 'editorial.md'), `## Approach\n\n${words(200)}\n`);
    expect(validateProblem(await loadProblem(dir)).errors.join('\n')).toMatch(/editorial\.md: needs exactly/);
    await writeFile(path.join(dir, 'editorial.md'), editorial());
    expect(validateProblem(await loadProblem(dir)).errors).toEqual([]);
  });

  it('carries editorial.md unchanged into the record the import stores', async () => {
    const dir = await copy();
    const text = `${editorial()}\nUnicode stays: 1 ≤ n ≤ 2·10^5.\n`;
    await writeFile(path.join(dir, 'editorial.md'), text);
    expect(toRecord(await loadProblem(dir)).editorial).toBe(text);
  });

  it('every problem of the catalogue passes the editorial check', async () => {
    for (const dir of await listProblemDirs(problems)) {
      const { errors } = validateProblem(await loadProblem(dir));
      const slug = path.basename(dir);
      expect({ slug, errors: errors.filter((e) => e.startsWith('editorial.md')) }).toEqual({
        slug,
        errors: [],
      });
    }
    // Reads all 250+ problems (tests included): seconds on a loaded machine.
  }, 120_000);
});

describe('enums shared with packages/shared', () => {
  it('uses the difficulties and languages of packages/shared, with their file extensions', () => {
    expect(DIFFICULTIES).toEqual([...SHARED_DIFFICULTIES]);
    expect(LANGUAGES).toEqual(LANGUAGE_KEYS);
    for (const language of LANGUAGES) {
      expect(FILE_OF[language].endsWith(`.${SHARED_LANGUAGES[language].extension}`)).toBe(true);
    }
  });
});
