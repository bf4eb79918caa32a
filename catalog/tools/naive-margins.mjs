#!/usr/bin/env node
// How far each "TLE" naive is from passing: runs naive/main.js on every large test without the
// time limit (up to a cap), unsandboxed (trusted code, empty environment), and flags problems
// whose slowest large test is under twice the limit: a faster machine could let such a naive pass.
//   node catalog/tools/naive-margins.mjs [slug ...] [--cap-ms N] [--jobs N]
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from './verify-lib.mjs';

const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'problems');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const value = Number(args[index + 1]);
  args.splice(index, 2);
  return value;
};
const capMs = option('--cap-ms', 8000);
const jobs = option('--jobs', 2);
const slugs = args.length > 0 ? args : readdirSync(ROOT).sort();
const unknown = slugs.filter((slug) => !existsSync(path.join(ROOT, slug, 'problem.json')));
if (unknown.length > 0) {
  console.error(`unknown problem(s): ${unknown.join(', ')}`);
  process.exit(2);
}

/** Wall time of one run (the naive is single-threaded, so close to its CPU time), capped. */
function timeRun(dir, input) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('/usr/bin/node', ['main.js'], {
      cwd: dir,
      env: {},
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), capMs);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(Math.round(performance.now() - started));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

async function measure(slug) {
  const problemDir = path.join(ROOT, slug);
  const problem = JSON.parse(readFileSync(path.join(problemDir, 'problem.json'), 'utf8'));
  if (problem.naive?.expect !== 'TLE') return null;
  const manifest = JSON.parse(readFileSync(path.join(problemDir, 'tests', 'manifest.json'), 'utf8'));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'codedojo-naive-'));
  try {
    copyFileSync(path.join(problemDir, 'naive', 'main.js'), path.join(dir, 'main.js'));
    const times = [];
    for (const test of manifest.tests.filter((entry) => entry.large)) {
      const input = readFileSync(path.join(problemDir, 'tests', `${test.id}.in`));
      times.push(await timeRun(dir, input));
    }
    return { slug, slowest: Math.max(0, ...times), times };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
let next = 0;
const worker = async () => {
  while (next < slugs.length) {
    const result = await measure(slugs[next++]);
    if (result) results.push(result);
  }
};
await Promise.all(Array.from({ length: jobs }, worker));
results.sort((a, b) => a.slowest - b.slowest);
let thin = 0;
for (const { slug, slowest, times } of results) {
  const ratio = slowest / LIMITS.timeLimitMs;
  const capped = slowest >= capMs ? '+' : '';
  if (ratio < 2) thin += 1;
  console.log(
    `${ratio < 2 ? 'THIN' : 'ok  '} ${slug}: slowest ${slowest}${capped} ms (${ratio.toFixed(1)}x the limit); large tests ${times.join(', ')} ms`,
  );
}
console.log(
  `\n${results.length} TLE naives; ${thin} under twice the ${LIMITS.timeLimitMs} ms limit (cap ${capMs} ms)`,
);
if (thin > 0) process.exitCode = 1;
