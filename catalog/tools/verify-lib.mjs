// Loading, generating and verifying catalogue problems. Plain Node ESM, no dependencies.
// Programs are executed through an injected `runProgram` function (see RunProgram below), so the same
// checks can run on the writers' local runner (tools/local-runner.mjs) or on the real sandboxed judge.
//
// RunProgram: ({ language, source, inputs, timeLimitMs }) => Promise<RunResult[]> (one per input, same order)
// RunResult: { status: 'OK'|'TLE'|'RE'|'CE'|'MLE'|'OLE'|'IE', stdout: string, stderr: string, timeMs: number,
//              memoryKb?: number }   -- status is about execution only; correctness is judged here.

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Rng } from '../lib/random.mjs';

// Difficulties and languages are packages/shared's (DIFFICULTIES, LANGUAGE_KEYS), repeated because plain Node
// cannot import TypeScript; verify-lib.test.mjs fails when they differ (decision 0022).
export const LANGUAGES = ['JAVASCRIPT', 'PYTHON', 'JAVA'];
export const FILE_OF = { JAVASCRIPT: 'main.js', PYTHON: 'main.py', JAVA: 'Main.java' };
export const LANGUAGE_OF_FILE = { 'main.js': 'JAVASCRIPT', 'main.py': 'PYTHON', 'Main.java': 'JAVA' };
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'];
export const TAGS = [
  'arrays',
  'strings',
  'hashing',
  'two-pointers',
  'sliding-window',
  'prefix-sums',
  'stacks',
  'queues',
  'monotonic-stack',
  'binary-search',
  'sorting',
  'linked-lists',
  'trees',
  'binary-search-trees',
  'graphs',
  'bfs',
  'dfs',
  'shortest-paths',
  'topological-sort',
  'union-find',
  'heaps',
  'greedy',
  'dynamic-programming',
  'backtracking',
  'bit-manipulation',
  'math',
  'number-theory',
  'matrices',
  'simulation',
  'intervals',
  'tries',
  'design',
  'geometry',
  'counting',
];
export const LIMITS = {
  timeLimitMs: 2000,
  memoryMb: 256,
  outputBytes: 1 << 20,
  minTests: 12,
  pythonComfortMs: 1000, // warn when the Python reference needs more CPU than this on a test
  warnTestBytes: 1 << 20, // warn when a problem's tests/ holds more than this
  maxTestBytes: 2 << 20, // error above this
};
const KNOWN_KEYS = new Set([
  'title',
  'difficulty',
  'tags',
  'constraints',
  'hints',
  'examples',
  'complexity',
  'naive',
]);

/** The editorial's sections (H2 headings), exactly these, in this order. See FORMAT.md. */
export const EDITORIAL_SECTIONS = ['The idea', 'Why it is correct', 'Complexity', 'The naive approach'];
export const EDITORIAL_WORDS = { min: 120, aimMin: 150, aimMax: 450 };

/** Code spans and fenced blocks removed, so `a<b` in code is not taken for HTML. */
const proseOf = (markdown) => markdown.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');

/** Checks an editorial.md against the format: the four H2 sections in order, length, no HTML/images. */
export function checkEditorial(markdown) {
  const errors = [];
  const warnings = [];
  const text = String(markdown).replace(/\r\n?/g, '\n');
  const words = text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  if (words < EDITORIAL_WORDS.min) {
    errors.push(`editorial.md: ${words} words (at least ${EDITORIAL_WORDS.min}, aim for 150-450)`);
  } else if (words < EDITORIAL_WORDS.aimMin || words > EDITORIAL_WORDS.aimMax) {
    warnings.push(`editorial.md: ${words} words (aim for 150-450)`);
  }
  const outsideFences = text.replace(/```[\s\S]*?```/g, '');
  if (/^#\s/m.test(outsideFences)) errors.push('editorial.md: no H1 (the page shows the title)');
  const headings = [...outsideFences.matchAll(/^##\s+(.*?)\s*#*\s*$/gm)].map((h) => h[1]);
  if (headings.join('\n') !== EDITORIAL_SECTIONS.join('\n')) {
    errors.push(
      `editorial.md: needs exactly the sections ${EDITORIAL_SECTIONS.map((h) => `"## ${h}"`).join(', ')} ` +
        `in this order (found ${headings.length ? headings.map((h) => `"${h}"`).join(', ') : 'none'})`,
    );
  } else {
    const bodies = outsideFences.split(/^##\s+.*$/m).slice(1);
    bodies.forEach((body, i) => {
      if (!/[A-Za-z0-9]/.test(body)) errors.push(`editorial.md: section "${EDITORIAL_SECTIONS[i]}" is empty`);
    });
  }
  const prose = proseOf(text);
  if (/<\/?[A-Za-z][^>\n]*>|<!--/.test(prose)) errors.push('editorial.md: no HTML (Markdown only)');
  if (/!\[[^\]]*\]\(/.test(prose)) errors.push('editorial.md: no images');
  return { errors, warnings };
}

/** Output comparison used everywhere: trailing whitespace per line and trailing blank lines are ignored. */
export function normalizeOutput(text) {
  const out = String(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
export const sameOutput = (a, b) => normalizeOutput(a) === normalizeOutput(b);

/** Input text as stored: '\n' line ends, exactly one final '\n'. */
export function canonicalInput(text) {
  return `${String(text).replace(/\r\n?/g, '\n').replace(/\n+$/, '')}\n`;
}

const readText = async (file) => (existsSync(file) ? readFile(file, 'utf8') : null);

/** Reads a problem folder. Never throws for content problems: they are reported in `loadErrors`. */
export async function loadProblem(dir) {
  const slug = path.basename(dir);
  const p = { slug, dir, loadErrors: [], meta: null, sources: { solution: {}, starter: {} }, naive: null };
  const raw = await readText(path.join(dir, 'problem.json'));
  if (raw === null) p.loadErrors.push('problem.json is missing');
  else {
    try {
      p.meta = JSON.parse(raw);
    } catch (e) {
      p.loadErrors.push(`problem.json is not valid JSON: ${e.message}`);
    }
  }
  p.statement = await readText(path.join(dir, 'statement.md'));
  p.editorial = await readText(path.join(dir, 'editorial.md'));
  for (const kind of ['solution', 'starter']) {
    for (const lang of LANGUAGES) {
      p.sources[kind][lang] = await readText(path.join(dir, kind, FILE_OF[lang]));
    }
  }
  const naiveDir = path.join(dir, 'naive');
  if (existsSync(naiveDir)) {
    const files = (await readdir(naiveDir)).filter((f) => LANGUAGE_OF_FILE[f]);
    if (files.length !== 1) p.loadErrors.push('naive/ must hold exactly one of main.js, main.py, Main.java');
    else {
      p.naive = {
        language: LANGUAGE_OF_FILE[files[0]],
        file: files[0],
        source: await readFile(path.join(naiveDir, files[0]), 'utf8'),
      };
    }
  }
  p.tests = await loadTests(path.join(dir, 'tests'));
  return p;
}

/** Reads tests/manifest.json and the NN.in / NN.out files it lists. */
export async function loadTests(testsDir) {
  const manifestText = await readText(path.join(testsDir, 'manifest.json'));
  if (manifestText === null) return null;
  const manifest = JSON.parse(manifestText);
  const tests = [];
  for (const t of manifest.tests) {
    tests.push({
      ...t,
      input: await readText(path.join(testsDir, `${t.id}.in`)),
      output: await readText(path.join(testsDir, `${t.id}.out`)),
    });
  }
  return tests;
}

/** Static checks of problem.json, statement, editorial, sources. Returns { errors, warnings }. */
export function validateProblem(p) {
  const errors = [...p.loadErrors];
  const warnings = [];
  const m = p.meta;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug) || p.slug.length > 48) {
    errors.push(`slug "${p.slug}" must be lowercase kebab-case, at most 48 characters`);
  }
  if (m) {
    const isStr = (v) => typeof v === 'string' && v.trim().length > 0;
    if (!isStr(m.title) || m.title.trim().length < 3) errors.push('title: at least 3 characters');
    if (!DIFFICULTIES.includes(m.difficulty))
      errors.push(`difficulty must be one of ${DIFFICULTIES.join('|')}`);
    if (!Array.isArray(m.tags) || m.tags.length === 0) errors.push('tags: at least one tag');
    else
      for (const t of m.tags) if (!TAGS.includes(t)) errors.push(`tags: unknown tag "${t}" (see FORMAT.md)`);
    if (!isStr(m.constraints)) errors.push('constraints: required (a non-empty string)');
    if (!Array.isArray(m.hints) || m.hints.length === 0 || !m.hints.every(isStr)) {
      errors.push('hints: a non-empty array of non-empty strings');
    }
    if (!Array.isArray(m.examples) || m.examples.length === 0) errors.push('examples: at least one example');
    else {
      const names = new Set();
      m.examples.forEach((ex, i) => {
        for (const k of ['name', 'input', 'output', 'explanation']) {
          if (!isStr(ex?.[k]) && !(k === 'input' && typeof ex?.input === 'string')) {
            errors.push(`examples[${i}].${k}: required string`);
          }
        }
        if (names.has(ex?.name)) errors.push(`examples[${i}].name: duplicate "${ex.name}"`);
        names.add(ex?.name);
      });
    }
    if (m.complexity !== undefined && !isStr(m.complexity))
      errors.push('complexity: a string like "O(n log n)"');
    const needsNaive = m.difficulty !== 'EASY' && isStr(m.complexity);
    if (needsNaive && !m.naive)
      errors.push('naive: required for MEDIUM/HARD problems that state a complexity');
    if (m.naive) {
      if (!['TLE', 'WA'].includes(m.naive.expect)) errors.push('naive.expect must be "TLE" or "WA"');
      if (!isStr(m.naive.idea)) errors.push('naive.idea: one line describing the naive approach');
      if (!p.naive) errors.push('naive: problem.json has "naive" but naive/ holds no program');
    } else if (p.naive) errors.push('naive/ exists but problem.json has no "naive" entry');
    for (const k of Object.keys(m)) if (!KNOWN_KEYS.has(k)) warnings.push(`problem.json: unknown key "${k}"`);
  }
  if (!p.statement || p.statement.trim().length < 10) errors.push('statement.md: missing or too short');
  else {
    if (!/^##\s+Input\b/m.test(p.statement)) errors.push('statement.md: needs a "## Input" section');
    if (!/^##\s+Output\b/m.test(p.statement)) errors.push('statement.md: needs a "## Output" section');
  }
  if (p.editorial === null) errors.push('editorial.md: missing');
  else {
    const editorial = checkEditorial(p.editorial);
    errors.push(...editorial.errors);
    warnings.push(...editorial.warnings);
  }
  for (const kind of ['solution', 'starter']) {
    for (const lang of LANGUAGES) {
      if (!p.sources[kind][lang]?.trim()) errors.push(`${kind}/${FILE_OF[lang]}: missing`);
    }
  }
  for (const lang of LANGUAGES) {
    if (p.sources.starter[lang] && p.sources.starter[lang] === p.sources.solution[lang]) {
      errors.push(`starter/${FILE_OF[lang]} is identical to the solution`);
    }
  }
  return { errors, warnings };
}

/** Seed of a problem: gen.mjs may export `seed`; otherwise the slug. */
export async function importGenerator(dir) {
  const file = path.join(dir, 'gen.mjs');
  if (!existsSync(file)) throw new Error('gen.mjs is missing');
  const mod = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
  if (typeof mod.default !== 'function')
    throw new Error('gen.mjs must export a default function generate(rng)');
  return mod;
}

/**
 * The full ordered test list of a problem: its examples (visible, kind "example") followed by what gen.mjs
 * returns. Each test: { id, kind, hidden, large, note, input }.
 */
export async function generateTests(p) {
  const gen = await importGenerator(p.dir);
  const seed = gen.seed ?? p.slug;
  const rng = new Rng(seed);
  const generated = await gen.default(rng, { meta: p.meta, slug: p.slug });
  if (!Array.isArray(generated)) throw new Error('generate() must return an array of tests');
  const list = [];
  for (const ex of p.meta.examples) {
    list.push({
      kind: 'example',
      hidden: false,
      large: false,
      note: ex.name,
      input: canonicalInput(ex.input),
    });
  }
  generated.forEach((t, i) => {
    if (typeof t?.input !== 'string') throw new Error(`generate(): test ${i} has no string input`);
    list.push({
      kind: t.kind ?? (t.large ? 'large' : 'random'),
      hidden: t.hidden ?? true,
      large: Boolean(t.large),
      note: t.note ?? '',
      input: canonicalInput(t.input),
    });
  });
  const width = Math.max(2, String(list.length).length);
  list.forEach((t, i) => {
    t.id = String(i + 1).padStart(width, '0');
  });
  return { seed, tests: list };
}

function summarizeStatus(results) {
  const counts = {};
  for (const r of results) counts[r] = (counts[r] ?? 0) + 1;
  return Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
}

/**
 * Runs every dynamic check on a loaded problem whose tests (with outputs) are known.
 * opts: { runProgram, starters = true, naive = true, languages = LANGUAGES, limits = LIMITS }
 * Returns { errors, warnings, runs, maxMs: { [language]: ms } }.
 */
export async function verifyProblem(p, tests, opts) {
  const { runProgram, starters = true, naive = true, languages = LANGUAGES, limits = LIMITS } = opts;
  const errors = [];
  const warnings = [];
  const maxMs = {};
  let runs = 0;
  const inputs = tests.map((t) => t.input);
  const run = async (language, source) => {
    runs += inputs.length;
    return runProgram({ language, source, inputs, timeLimitMs: limits.timeLimitMs });
  };
  const m = p.meta;

  if (tests.length < limits.minTests)
    errors.push(`only ${tests.length} tests (need at least ${limits.minTests})`);
  if (m.difficulty !== 'EASY' && !tests.some((t) => t.large)) {
    errors.push('MEDIUM/HARD problems need large tests (large: true) at the constraint limits');
  }
  m.examples.forEach((ex, i) => {
    const t = tests[i];
    if (t?.kind !== 'example' || t.input !== canonicalInput(ex.input)) {
      errors.push(`example "${ex.name}" is not test ${i + 1}`);
    } else if (!sameOutput(t.output ?? '', ex.output)) {
      errors.push(`example "${ex.name}": stated output differs from the reference output of test ${t.id}`);
    }
  });
  const bytes = tests.reduce((s, t) => s + Buffer.byteLength(t.input) + Buffer.byteLength(t.output ?? ''), 0);
  if (bytes > limits.maxTestBytes) errors.push(`tests/ holds ${(bytes / 1048576).toFixed(2)} MB (max 2 MB)`);
  else if (bytes > limits.warnTestBytes)
    warnings.push(`tests/ holds ${(bytes / 1048576).toFixed(2)} MB (aim < 1 MB)`);
  for (const t of tests) {
    if (Buffer.byteLength(t.output ?? '') > limits.outputBytes / 2) {
      warnings.push(`test ${t.id}: expected output is over 512 KB`);
    }
  }

  const jobs = [];
  for (const lang of languages) {
    jobs.push(
      run(lang, p.sources.solution[lang]).then((results) => {
        let worst = 0;
        const bad = [];
        results.forEach((r, i) => {
          worst = Math.max(worst, r.timeMs);
          if (r.status !== 'OK')
            bad.push(`${tests[i].id}: ${r.status}${r.stderr ? ` (${firstLine(r.stderr)})` : ''}`);
          else if (!sameOutput(r.stdout, tests[i].output ?? '')) bad.push(`${tests[i].id}: wrong answer`);
          if (lang === 'PYTHON' && r.status === 'OK' && r.timeMs > limits.pythonComfortMs) {
            warnings.push(
              `PYTHON reference takes ${r.timeMs} ms on test ${tests[i].id} (aim < ${limits.pythonComfortMs})`,
            );
          }
        });
        maxMs[lang] = worst;
        if (bad.length) errors.push(`solution/${FILE_OF[lang]} fails: ${bad.slice(0, 5).join('; ')}`);
      }),
    );
    if (starters) {
      jobs.push(
        run(lang, p.sources.starter[lang]).then((results) => {
          const crashed = results.map((r, i) => [r, tests[i]]).filter(([r]) => r.status !== 'OK');
          if (crashed.length) {
            const [r, t] = crashed[0];
            errors.push(
              `starter/${FILE_OF[lang]} must run cleanly; test ${t.id}: ${r.status} ${firstLine(r.stderr ?? '')}`,
            );
          }
          const passed = results.filter(
            (r, i) => r.status === 'OK' && sameOutput(r.stdout, tests[i].output ?? ''),
          );
          if (passed.length === results.length) errors.push(`starter/${FILE_OF[lang]} passes every test`);
        }),
      );
    }
  }
  if (naive && p.naive && m.naive) {
    jobs.push(
      run(p.naive.language, p.naive.source).then((results) => {
        const verdict = results.map((r, i) =>
          r.status !== 'OK' ? r.status : sameOutput(r.stdout, tests[i].output ?? '') ? 'AC' : 'WA',
        );
        const large = verdict.filter((_, i) => tests[i].large);
        const small = verdict.filter((_, i) => !tests[i].large);
        const detail = `large: ${summarizeStatus(large)}; others: ${summarizeStatus(small)}`;
        if (!large.some((v) => v !== 'AC'))
          errors.push(`naive/${p.naive.file} passes every large test (${detail})`);
        else if (m.naive.expect === 'TLE') {
          if (!large.includes('TLE'))
            errors.push(`naive/${p.naive.file} should exceed the time limit (${detail})`);
          if (small.some((v) => v !== 'AC')) {
            errors.push(`naive/${p.naive.file} (expect TLE) must pass every non-large test (${detail})`);
          }
        } else if (m.naive.expect === 'WA' && !large.includes('WA')) {
          errors.push(`naive/${p.naive.file} should give a wrong answer on a large test (${detail})`);
        }
        p.naiveSummary = detail;
      }),
    );
  }
  await Promise.all(jobs);
  return { errors, warnings, runs, maxMs, bytes };
}

function firstLine(s) {
  const lines = String(s).trim().split('\n');
  return lines[lines.length - 1].slice(0, 160);
}

/**
 * The problem as one record, ready to seed a database (spec field names): title, description (statement.md),
 * difficulty, tags, constraints, hints, editorial, examples (map from example name), codeSnippets,
 * referenceSolutions, testCases [{ input, output, hidden }] in order.
 */
export function toRecord(p) {
  const m = p.meta;
  return {
    slug: p.slug,
    title: m.title,
    description: p.statement,
    difficulty: m.difficulty,
    tags: m.tags,
    constraints: m.constraints,
    hints: m.hints,
    editorial: p.editorial,
    complexity: m.complexity ?? null,
    examples: Object.fromEntries(
      m.examples.map((ex) => [ex.name, { input: ex.input, output: ex.output, explanation: ex.explanation }]),
    ),
    codeSnippets: { ...p.sources.starter },
    referenceSolutions: { ...p.sources.solution },
    testCases: (p.tests ?? []).map((t) => ({ input: t.input, output: t.output, hidden: t.hidden })),
  };
}

/** Problem folders under catalog/problems (sorted). */
export async function listProblemDirs(problemsRoot) {
  const entries = await readdir(problemsRoot, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && existsSync(path.join(problemsRoot, e.name, 'problem.json')))
    .map((e) => path.join(problemsRoot, e.name))
    .sort();
}
