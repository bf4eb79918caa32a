/**
 * npm run bench:judge — judge latency against the bare floor, per language, plus throughput.
 *
 * Floor: the same program run cold and unsandboxed once per test, one after another, with an
 * empty environment (for Java, one cold javac first). Judge: the full sandboxed judge() of the
 * same 10-test submission, 20 times, after two warm-up submissions.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@codedojo/shared';
import { LocalSandboxEngine } from '../src/engine.ts';
import { checkSandbox } from '../src/sandbox/check.ts';
import type { JudgeResult, TestCaseInput } from '../src/types.ts';
import { BENCH_SOURCES, benchTests } from './programs.ts';

const RUNS = Number(process.env.BENCH_RUNS) || 20;
const FLOOR_EVERY = 2;
const THROUGHPUT_SUBMISSIONS = Number(process.env.BENCH_THROUGHPUT) || 24;
const LANGUAGES: Language[] = ['PYTHON', 'JAVASCRIPT', 'JAVA'];
const TARGET_RATIO: Record<Language, number> = { PYTHON: 1, JAVASCRIPT: 1, JAVA: 0.5 };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
};
const round = (value: number) => Math.round(value);

function timed(command: string, args: string[], input = ''): number {
  const started = performance.now();
  const result = spawnSync(command, args, { input, env: {}, stdio: ['pipe', 'ignore', 'pipe'] });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr?.toString()}`);
  return elapsed;
}

/** One floor measurement: cold, unsandboxed, sequential. */
function floorOnce(language: Language, tests: TestCaseInput[]): { totalMs: number; compileMs: number } {
  const dir = mkdtempSync(join(tmpdir(), 'codedojo-bench-'));
  try {
    let compileMs = 0;
    let command: string;
    let args: string[];
    if (language === 'PYTHON') {
      writeFileSync(join(dir, 'main.py'), BENCH_SOURCES.PYTHON);
      [command, args] = ['/usr/bin/python3', [join(dir, 'main.py')]];
    } else if (language === 'JAVASCRIPT') {
      writeFileSync(join(dir, 'main.js'), BENCH_SOURCES.JAVASCRIPT);
      [command, args] = ['/usr/bin/node', [join(dir, 'main.js')]];
    } else {
      writeFileSync(join(dir, 'Main.java'), BENCH_SOURCES.JAVA);
      compileMs = timed('/usr/bin/javac', ['-d', dir, join(dir, 'Main.java')]);
      [command, args] = ['/usr/bin/java', ['-cp', dir, 'Main']];
    }
    let totalMs = compileMs;
    for (const test of tests) totalMs += timed(command, args, test.input);
    return { totalMs, compileMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function assertAccepted(result: JudgeResult, language: Language): void {
  if (result.status === 'Accepted') return;
  throw new Error(
    `${language} bench submission was ${result.status}: ${JSON.stringify(result).slice(0, 600)}`,
  );
}

async function main(): Promise<void> {
  const check = await checkSandbox();
  if (!check.ok) throw new Error(check.message);
  const cores = availableParallelism();
  const tests = benchTests();
  const engine = new LocalSandboxEngine();
  await engine.warmUp();
  console.log(`${check.message}; ${cores} cores; ${tests.length} tests per submission; ${RUNS} per language`);
  // Other work on the machine slows judge and floor alike (they alternate), but say how busy it was.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(`load average at start: ${load()}\n`);

  const rows: string[] = [];
  let allMet = true;
  for (const language of LANGUAGES) {
    const request = { language, source: BENCH_SOURCES[language], tests };
    for (let i = 0; i < 2; i += 1) assertAccepted(await engine.judge(request), language);
    const latencies: number[] = [];
    const compiles: number[] = [];
    const floors: { totalMs: number; compileMs: number }[] = [];
    // Floor and judge runs alternate, so a busy machine slows both alike and the ratio stays fair.
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const result = await engine.judge(request);
      latencies.push(performance.now() - started);
      assertAccepted(result, language);
      if (result.compileMs !== undefined) compiles.push(result.compileMs);
      if (i % FLOOR_EVERY === 0) floors.push(floorOnce(language, tests));
    }
    const floor = percentile(
      floors.map((f) => f.totalMs),
      50,
    );
    const coldCompile = percentile(
      floors.map((f) => f.compileMs),
      50,
    );
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const ratio = p50 / floor;
    const met = ratio <= TARGET_RATIO[language];
    allMet &&= met;
    const compileNote =
      language === 'JAVA'
        ? ` | warm compile p50 ${round(percentile(compiles, 50))} ms (cold javac ${round(coldCompile)} ms)`
        : '';
    console.log(
      `${language.padEnd(10)} judge p50 ${round(p50)} ms, p95 ${round(p95)} ms | floor ${round(floor)} ms | ratio ${ratio.toFixed(2)} (target <= ${TARGET_RATIO[language]}) ${met ? 'met' : 'MISSED'}${compileNote}`,
    );
    rows.push(
      `| ${language} | ${round(p50)} | ${round(p95)} | ${round(floor)} | ${ratio.toFixed(2)} | ${TARGET_RATIO[language]} |`,
    );
  }

  console.log('\nThroughput, all cores busy:');
  const throughput: string[] = [];
  const measure = async (label: string, pick: (i: number) => Language) => {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: THROUGHPUT_SUBMISSIONS }, (_, i) =>
        engine.judge({ language: pick(i), source: BENCH_SOURCES[pick(i)], tests }),
      ),
    );
    const elapsed = performance.now() - started;
    results.forEach((result, i) => {
      assertAccepted(result, pick(i));
    });
    const perMinute = (THROUGHPUT_SUBMISSIONS / elapsed) * 60_000;
    console.log(
      `${label.padEnd(10)} ${THROUGHPUT_SUBMISSIONS} submissions in ${round(elapsed)} ms: ${round(perMinute)} per minute`,
    );
    throughput.push(`| ${label} | ${round(perMinute)} |`);
  };
  for (const language of LANGUAGES) await measure(language, () => language);
  await measure('mixed', (i) => LANGUAGES[i % LANGUAGES.length]!);

  console.log(`\nload average at end: ${load()}`);
  console.log('\nMarkdown:\n');
  console.log('| language | judge p50 (ms) | judge p95 (ms) | floor (ms) | ratio | target |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('\n| submissions (10 tests each) | per minute |');
  console.log('|---|---|');
  for (const row of throughput) console.log(row);
  await engine.close();
  if (!allMet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
