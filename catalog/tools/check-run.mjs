// The catalogue checks shared by the writers' CLI (check.mjs, local unsandboxed runner) and
// `npm run catalog:verify` (scripts/catalog-verify.ts, the real sandboxed judge). See catalog/FORMAT.md.

import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isProven,
  judgeFingerprint,
  problemHash,
  pruneRecord,
  readRecord,
  recordOutcome,
  writeRecord,
} from './verified-record.mjs';
import {
  generateTests,
  LANGUAGES,
  LIMITS,
  listProblemDirs,
  loadProblem,
  validateProblem,
  verifyProblem,
} from './verify-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problemsRoot = path.join(root, 'problems');

function parseArgs(argv) {
  const o = {
    write: false,
    changed: false,
    jobs: 2,
    starters: true,
    naive: true,
    static: false,
    languages: LANGUAGES,
    targets: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--write') o.write = true;
    else if (a === '--changed') o.changed = true;
    else if (a === '--jobs') o.jobs = Number(argv[++i]);
    else if (a === '--no-starters') o.starters = false;
    else if (a === '--no-naive') o.naive = false;
    else if (a === '--static') o.static = true;
    else if (a === '--langs') o.languages = argv[++i].split(',').map((s) => s.trim().toUpperCase());
    else if (a === '--help' || a === '-h') o.help = true;
    else o.targets.push(a);
  }
  if (!Number.isInteger(o.jobs) || o.jobs < 1) o.jobs = Math.max(1, os.availableParallelism?.() ?? 2);
  return o;
}

async function writeTests(p, seed, tests, runProgram) {
  const results = await runProgram({
    language: 'JAVASCRIPT',
    source: p.sources.solution.JAVASCRIPT,
    inputs: tests.map((t) => t.input),
    timeLimitMs: LIMITS.timeLimitMs,
  });
  const bad = results.map((r, i) => [r, tests[i]]).filter(([r]) => r.status !== 'OK');
  if (bad.length) {
    const [r, t] = bad[0];
    throw new Error(
      `solution/main.js failed on test ${t.id} (${r.status}): ${r.stderr.trim().split('\n').pop()}`,
    );
  }
  const dir = path.join(p.dir, 'tests');
  await mkdir(dir, { recursive: true });
  for (const f of await readdir(dir)) {
    if (/^\d+\.(in|out)$/.test(f) || f === 'manifest.json') await rm(path.join(dir, f));
  }
  for (let i = 0; i < tests.length; i++) {
    tests[i].output = results[i].stdout;
    await writeFile(path.join(dir, `${tests[i].id}.in`), tests[i].input);
    await writeFile(path.join(dir, `${tests[i].id}.out`), results[i].stdout);
  }
  const manifest = {
    seed,
    tests: tests.map(({ id, kind, hidden, large, note }) => ({ id, kind, hidden, large, note })),
  };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function checkOne(dir, opts, runProgram) {
  const started = Date.now();
  const p = await loadProblem(dir);
  const { errors, warnings } = validateProblem(p);
  const report = { slug: p.slug, errors, warnings, tests: 0, runs: 0, ms: 0, maxMs: {}, bytes: 0 };
  // --static: the file checks only (problem.json, statement, editorial, files present); no program runs.
  if (!p.meta || errors.length || opts.static) return finish();
  let generated;
  try {
    generated = await generateTests(p);
  } catch (e) {
    errors.push(`gen.mjs: ${e.stack ?? e.message}`);
    return finish();
  }
  let tests = generated.tests;
  if (opts.write) {
    try {
      await writeTests(p, generated.seed, tests, runProgram);
      report.runs += tests.length;
    } catch (e) {
      errors.push(`--write: ${e.message}`);
      return finish();
    }
  } else {
    if (!p.tests) {
      errors.push('tests/manifest.json is missing: run with --write');
      return finish();
    }
    const stale =
      p.tests.length !== tests.length ||
      tests.some((t, i) => {
        const c = p.tests[i];
        return c.input !== t.input || c.id !== t.id || c.hidden !== t.hidden || c.large !== t.large;
      });
    if (stale) errors.push('tests/ differs from what gen.mjs and the examples produce: run with --write');
    if (p.tests.some((t) => t.input === null || t.output === null)) {
      errors.push('tests/: a listed .in or .out file is missing');
      return finish();
    }
    tests = p.tests;
  }
  report.tests = tests.length;
  const v = await verifyProblem(p, tests, { runProgram, ...opts });
  errors.push(...v.errors);
  warnings.push(...v.warnings);
  report.runs += v.runs;
  report.maxMs = v.maxMs;
  report.bytes = v.bytes;
  report.naive = p.naiveSummary;
  report.hidden = tests.filter((t) => t.hidden).length;
  report.large = tests.filter((t) => t.large).length;
  return finish();

  function finish() {
    report.ms = Date.now() - started;
    return report;
  }
}

const SHORT = { JAVASCRIPT: 'js', PYTHON: 'py', JAVA: 'java' };

function print(r) {
  const ok = r.errors.length === 0;
  const times = Object.entries(r.maxMs)
    .map(([l, ms]) => `${SHORT[l]} ${ms}ms`)
    .join(', ');
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${r.slug}  ${r.tests} tests (${r.hidden ?? 0} hidden, ${r.large ?? 0} large), ` +
      `${r.runs} runs, ${(r.ms / 1000).toFixed(1)}s, ${(r.bytes / 1024).toFixed(0)} KB` +
      (times ? `; slowest reference: ${times}` : ''),
  );
  if (r.naive) console.log(`     naive: ${r.naive}`);
  for (const e of r.errors) console.log(`     error: ${e}`);
  for (const w of r.warnings) console.log(`     warning: ${w}`);
}

/**
 * Checks the problems named in argv (all without names) with the given runner, printing a line per
 * problem and a summary. `createRunner({ jobs })` returns { runProgram, close }: the writers' local runner,
 * or the real sandboxed judge (scripts/catalog-verify.ts). With `{ record: true }` (the real judge
 * only) every full proof updates catalog/verified.json, and `--changed` skips the problems the record
 * already holds as proven with this content and this judge. Returns the number of failing problems.
 */
export async function runChecks(argv, createRunner, { record: keepRecord = false } = {}) {
  const opts = parseArgs(argv);
  if (opts.help) {
    console.log(
      'node catalog/tools/check.mjs [--write] [--changed] [--static] [--jobs N] [--no-starters] [--no-naive] [--langs L1,L2] [slug ...]',
    );
    return 0;
  }
  const all = await listProblemDirs(problemsRoot);
  let dirs = opts.targets.length
    ? opts.targets.map((t) => (existsSync(t) ? path.resolve(t) : path.join(problemsRoot, t)))
    : all;
  for (const d of dirs)
    if (!existsSync(path.join(d, 'problem.json'))) throw new Error(`not a problem folder: ${d}`);
  // Only a full proof (every language, starters and naive) may enter the record.
  const full =
    keepRecord && !opts.static && opts.starters && opts.naive && opts.languages.length === LANGUAGES.length;
  const record = full ? await readRecord() : null;
  const judge = full ? await judgeFingerprint() : null;
  if (record)
    pruneRecord(
      record,
      all.map((d) => path.basename(d)),
    );
  if (opts.changed) {
    if (!record) throw new Error('--changed needs a full proof in the real judge (npm run catalog:verify)');
    const todo = [];
    for (const d of dirs) if (!isProven(record, path.basename(d), await problemHash(d), judge)) todo.push(d);
    console.log(
      `${dirs.length - todo.length} of ${dirs.length} problems already proven with this content and judge ` +
        `(catalog/verified.json); ${todo.length} to prove`,
    );
    dirs = todo;
  }
  const reports = [];
  const started = Date.now();
  if (dirs.length > 0) {
    const noRunner = {
      runProgram: () => Promise.reject(new Error('--static runs no program')),
      close: () => {},
    };
    const runner = opts.static ? noRunner : await createRunner({ jobs: opts.jobs });
    // Two problems at a time keep the process pool busy while Java compiles.
    let next = 0;
    const worker = async () => {
      while (next < dirs.length) {
        const dir = dirs[next++];
        const r = await checkOne(dir, opts, runner.runProgram);
        print(r);
        reports.push(r);
        // Hashed after the check, so a --write run records the tests it wrote.
        if (record) recordOutcome(record, r.slug, r.errors.length === 0, await problemHash(dir), judge);
      }
    };
    await Promise.all([worker(), worker()]);
    await runner.close();
  }
  if (record) await writeRecord(record);
  const failed = reports.filter((r) => r.errors.length);
  const sum = (k) => reports.reduce((s, r) => s + r[k], 0);
  console.log(
    `\n${reports.length} problems (${reports.length - failed.length} pass, ${failed.length} fail), ` +
      `${sum('tests')} tests, ${sum('runs')} runs, ${(sum('bytes') / 1048576).toFixed(2)} MB of tests, ` +
      `${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  if (failed.length) {
    console.log(`failing: ${failed.map((r) => r.slug).join(', ')}`);
  }
  return failed.length;
}
