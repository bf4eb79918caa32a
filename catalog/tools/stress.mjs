// Stress check: a problem's brute force (`brute/main.py`, exhaustive and obviously correct, for small
// inputs only) against its JavaScript reference on random small inputs (`brute/small.mjs`), and
// against the stated outputs of its examples. The three references agreeing proves they agree, not
// that they are right: a shared mistake (a misread statement, a wrong greedy) passes every other
// check. Problems with a TLE naive already have such a second, independent solution (it must pass
// every non-large test); EASY problems and those with a WA naive need a brute.
//
//   node catalog/tools/stress.mjs [--changed] [--require] [--cases N] [--jobs N] [slug ...]
//
// --changed  only problems whose folder changed since their last pass (catalog/stressed.json)
// --require  fail for a problem that needs a brute and has none
// Every pass is recorded in catalog/stressed.json (folder hash, brute included).

import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Rng } from '../lib/random.mjs';
import { createLocalRunner } from './local-runner.mjs';
import { BRUTE_DIR, folderHash } from './verified-record.mjs';
import { sameOutput } from './verify-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PROBLEMS_DIR = path.resolve(here, '..', 'problems');
export const STRESS_RECORD = path.resolve(here, '..', 'stressed.json');
export const DEFAULT_CASES = 40;
/** CPU per brute run: exhaustive search on a small input. */
const BRUTE_LIMIT_MS = 5000;
const SHOWN_INPUT_CHARS = 300;

/** Whether a problem has no independent correct solution besides its references (see above). */
export function needsBrute(meta) {
  return meta.difficulty === 'EASY' || meta.naive?.expect !== 'TLE';
}

const clip = (text) => (text.length > SHOWN_INPUT_CHARS ? `${text.slice(0, SHOWN_INPUT_CHARS)}…` : text);

/**
 * Checks one problem folder. Resolves to { status: 'pass' | 'fail' | 'none', checked, message }:
 * 'none' when the folder has no brute.
 */
export async function stressProblem(dir, { runner, cases = DEFAULT_CASES }) {
  const slug = path.basename(dir);
  const brutePath = path.join(dir, BRUTE_DIR, 'main.py');
  const smallPath = path.join(dir, BRUTE_DIR, 'small.mjs');
  if (!existsSync(brutePath)) return { status: 'none', checked: 0, message: 'no brute/main.py' };
  if (!existsSync(smallPath)) return { status: 'fail', checked: 0, message: 'brute/small.mjs is missing' };
  const meta = JSON.parse(await readFile(path.join(dir, 'problem.json'), 'utf8'));
  const { default: small } = await import(pathToFileURL(smallPath).href);
  if (typeof small !== 'function')
    return { status: 'fail', checked: 0, message: 'brute/small.mjs has no default export' };

  const examples = (meta.examples ?? []).map((example) => ({
    input: example.input,
    expected: example.output,
  }));
  const generated = [];
  for (let index = 0; index < cases; index += 1) {
    const input = small(new Rng(`${slug}:stress:${index}`), index);
    if (typeof input !== 'string' || !input.endsWith('\n')) {
      return {
        status: 'fail',
        checked: 0,
        message: `small() case ${index} is not an input ending in a newline`,
      };
    }
    generated.push(input);
  }
  const inputs = [...examples.map((example) => example.input), ...generated];
  const [brute, reference] = await Promise.all([
    runner.runProgram({
      language: 'PYTHON',
      source: await readFile(brutePath, 'utf8'),
      inputs,
      timeLimitMs: BRUTE_LIMIT_MS,
    }),
    runner.runProgram({
      language: 'JAVASCRIPT',
      source: await readFile(path.join(dir, 'solution', 'main.js'), 'utf8'),
      inputs: generated,
    }),
  ]);

  for (const [index, example] of examples.entries()) {
    const run = brute[index];
    if (run.status !== 'OK')
      return fail(`brute ${run.status} on ${meta.examples[index].name}`, example.input, run);
    if (!sameOutput(run.stdout, example.expected)) {
      return fail(`brute disagrees with ${meta.examples[index].name}`, example.input, run, example.expected);
    }
  }
  for (const [index, input] of generated.entries()) {
    const ours = brute[examples.length + index];
    const theirs = reference[index];
    if (ours.status !== 'OK') return fail(`brute ${ours.status} on small case ${index}`, input, ours);
    if (theirs.status !== 'OK')
      return fail(`solution/main.js ${theirs.status} on small case ${index}`, input, theirs);
    if (!sameOutput(ours.stdout, theirs.stdout)) {
      return fail(`brute and solution/main.js disagree on small case ${index}`, input, theirs, ours.stdout);
    }
  }
  return {
    status: 'pass',
    checked: inputs.length,
    message: `${examples.length} examples + ${cases} small cases`,
  };
}

function fail(what, input, run, expected) {
  const lines = [
    what,
    `  input: ${JSON.stringify(clip(input))}`,
    `  got:   ${JSON.stringify(clip(run.stdout ?? ''))}`,
  ];
  if (expected !== undefined) lines.push(`  want:  ${JSON.stringify(clip(expected))}`);
  if (run.stderr) lines.push(`  stderr: ${clip(run.stderr)}`);
  return { status: 'fail', checked: 0, message: lines.join('\n') };
}

export async function readStressRecord(file = STRESS_RECORD) {
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, 'utf8')).problems ?? {};
}

async function writeStressRecord(problems, file = STRESS_RECORD) {
  const sorted = Object.fromEntries(Object.entries(problems).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(file, `${JSON.stringify({ problems: sorted }, null, 2)}\n`);
}

async function main(argv) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--') && !arg.includes('=')));
  const value = (name, fallback) => {
    const at = argv.indexOf(name);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const cases = value('--cases', DEFAULT_CASES);
  const jobs = value('--jobs', 2);
  const named = argv.filter(
    (arg, i) => !arg.startsWith('--') && !['--cases', '--jobs'].includes(argv[i - 1]),
  );
  const slugs = named.length > 0 ? named : (await readdir(PROBLEMS_DIR)).sort();
  const record = await readStressRecord();
  const runner = createLocalRunner({ jobs });
  const started = Date.now();
  let failed = 0;
  let passed = 0;
  let skipped = 0;
  const missing = [];
  try {
    for (const slug of slugs) {
      const dir = path.join(PROBLEMS_DIR, slug);
      const meta = JSON.parse(await readFile(path.join(dir, 'problem.json'), 'utf8'));
      const hash = await folderHash(dir);
      if (flags.has('--changed') && record[slug] === hash) {
        skipped += 1;
        continue;
      }
      const result = await stressProblem(dir, { runner, cases });
      if (result.status === 'none') {
        delete record[slug];
        if (needsBrute(meta)) missing.push(slug);
        continue;
      }
      if (result.status === 'pass') {
        passed += 1;
        record[slug] = hash;
        console.log(`pass  ${slug}: ${result.message}`);
      } else {
        failed += 1;
        delete record[slug];
        console.log(`FAIL  ${slug}: ${result.message}`);
      }
    }
  } finally {
    await runner.close();
  }
  if (named.length === 0) {
    const existing = new Set(slugs);
    for (const slug of Object.keys(record)) if (!existing.has(slug)) delete record[slug];
  }
  await writeStressRecord(record);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `stress: ${passed} passed, ${failed} failed, ${skipped} unchanged since their last pass, ` +
      `${missing.length} needing a brute without one (${seconds} s)`,
  );
  if (missing.length > 0) console.log(`  without a brute: ${missing.join(' ')}`);
  return failed > 0 || (flags.has('--require') && missing.length > 0) ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
