// The record of proven catalogue content (catalog/verified.json): for each problem, the hash of its
// folder and the fingerprint of the judge that proved it. `npm run catalog:verify` proves only the
// problems whose folder or judge changed since; `npm run catalog:verify:all` proves every one.
// Decision: docs/decisions/0014-verified-catalogue-record.md.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RECORD_PATH = path.join(repoRoot, 'catalog', 'verified.json');

/** What decides a verdict besides the problem itself: the judge's sources, the catalogue checks, the limits. */
export const JUDGE_SOURCES = [
  'packages/judge/src',
  'packages/shared/src/limits.ts',
  'packages/shared/src/languages.ts',
  'catalog/tools/verify-lib.mjs',
  'catalog/tools/check-run.mjs',
  'scripts/catalog-verify.ts',
];

/** The interpreters and compilers the judge runs; a new version is a new judge. */
const RUNTIMES = [
  ['/usr/bin/node', ['--version']],
  ['/usr/bin/python3', ['--version']],
  ['/usr/bin/java', ['-version']],
];

async function listFiles(dir, keep) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full, keep)));
    else if (entry.isFile() && keep(full)) out.push(full);
  }
  return out;
}

/** sha256 over the sorted relative paths and contents of the given files. */
async function hashFiles(base, files) {
  const hash = createHash('sha256');
  const rel = files.map((f) => path.relative(base, f).split(path.sep).join('/')).sort();
  for (const name of rel) {
    hash.update(name).update('\0');
    hash.update(await readFile(path.join(base, name))).update('\0');
  }
  return hash.digest('hex');
}

/** A problem's folder that the judge's proof never reads: its brute force, checked by stress.mjs. */
export const BRUTE_DIR = 'brute';

/** The hash of everything in one problem's folder that its proof in the judge depends on. */
export async function problemHash(dir) {
  const inProof = (file) => path.relative(dir, file).split(path.sep)[0] !== BRUTE_DIR;
  return hashFiles(dir, await listFiles(dir, inProof));
}

/** The hash of everything in one problem's folder (its brute-force check included). */
export async function folderHash(dir) {
  return hashFiles(dir, await listFiles(dir, () => true));
}

function runtimeVersion([bin, args]) {
  try {
    // `java -version` writes to stderr; both streams are read.
    return execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: {} }).trim();
  } catch (e) {
    const stderr = e && typeof e === 'object' && 'stderr' in e ? String(e.stderr).trim() : '';
    return stderr || `${bin}: missing`;
  }
}

/** The fingerprint of the judge: its verdict-relevant sources (tests excluded) and the runtimes' versions. */
export async function judgeFingerprint(root = repoRoot, runtimes = RUNTIMES) {
  const files = [];
  for (const source of JUDGE_SOURCES) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    if (source.includes('.')) files.push(full);
    else files.push(...(await listFiles(full, (f) => !/\.test\.ts$/.test(f))));
  }
  const hash = createHash('sha256').update(await hashFiles(root, files));
  for (const runtime of runtimes) hash.update('\0').update(runtimeVersion(runtime));
  return hash.digest('hex');
}

/** The record on disk, or an empty one. */
export async function readRecord(file = RECORD_PATH) {
  if (!existsSync(file)) return { problems: {} };
  const parsed = JSON.parse(await readFile(file, 'utf8'));
  return { problems: parsed?.problems && typeof parsed.problems === 'object' ? parsed.problems : {} };
}

/** Writes the record with its keys sorted, so a re-proof changes only the lines that changed. */
export async function writeRecord(record, file = RECORD_PATH) {
  const problems = Object.fromEntries(Object.entries(record.problems).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(file, `${JSON.stringify({ problems }, null, 2)}\n`);
}

/** True when the record holds this exact content as proven by this exact judge. */
export function isProven(record, slug, content, judge) {
  const entry = record.problems[slug];
  return entry?.content === content && entry?.judge === judge;
}

/** Records the outcome of one proof: a pass stores the hashes, a failure drops the entry. */
export function recordOutcome(record, slug, passed, content, judge) {
  if (passed) record.problems[slug] = { content, judge };
  else delete record.problems[slug];
}

/** Drops entries of problems that no longer exist. */
export function pruneRecord(record, slugs) {
  const keep = new Set(slugs);
  for (const slug of Object.keys(record.problems)) if (!keep.has(slug)) delete record.problems[slug];
}
