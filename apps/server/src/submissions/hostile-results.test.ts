import type { JudgeResult } from '@codedojo/judge';
import { REFERENCE_INPUT_MAX, SERVER } from '@codedojo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionResults } from '../db/schema.ts';
import { capLogLine, LOG_LINE_MAX, serializeError } from '../http/log-safety.ts';
import { HIDDEN_MARKER, sumProblem } from '../testing/fixtures.ts';
import { closeTestJudge, createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';
import { presentJudgeResult } from './presenter.ts';

/** A hidden test far above the reference-output size cap, still a valid sum input. */
const LARGE_HIDDEN_INPUT = `${HIDDEN_MARKER}${' '.repeat(REFERENCE_INPUT_MAX + 100)}1`;

type TestCase = {
  hidden: boolean;
  input: unknown;
  stdout: unknown;
  stderr: unknown;
  expected: unknown;
  message: unknown;
  status: string;
};

describe.each(dbTargets)('hostile programs and bodies against results on %s', (target) => {
  let t: TestApp;
  let learner: string;
  let problemId: string;

  const submit = (source: string, language = 63) =>
    call(t.app, 'POST', '/api/v1/execute-code/submit', {
      cookie: learner,
      body: { source_code: source, language_id: language, problem_id: problemId },
    });

  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'root@example.com' });
    const admin = await signedInUser(t, 'root@example.com', 'Root Admin');
    learner = (await signedInUser(t, 'learner@example.com', 'Lea Learner')).cookie;
    const problem = sumProblem();
    problem.testCases = [
      ...problem.testCases,
      { input: LARGE_HIDDEN_INPUT, output: '777000778', hidden: true },
    ];
    const created = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin.cookie,
      body: problem,
    });
    expect(created.status, created.text).toBe(201);
    problemId = (created.json.data as { id: string }).id;
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await closeTestJudge();
  });

  it('shows a hidden test as verdict, time and memory only, whatever the program prints or exits with', async () => {
    const echo =
      "const input = require('fs').readFileSync(0, 'utf8');\nconsole.log(input);\nconsole.error(input);\nprocess.exitCode = input.includes('777') ? 7 : 0;\n";
    const res = await submit(echo);
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(HIDDEN_MARKER);
    expect(res.text).not.toContain('code 7');
    const cases = (res.json.data as { testCases: TestCase[] }).testCases;
    for (const hidden of cases.filter((test) => test.hidden)) {
      expect(hidden).toMatchObject({
        input: null,
        stdout: null,
        stderr: null,
        expected: null,
        message: null,
      });
      expect(hidden).toHaveProperty('timeMs');
      expect(hidden).toHaveProperty('memoryKb');
    }
    // Stored the same way: nothing of a hidden test's run is kept.
    const id = (res.json.data as { id: string }).id;
    const rows = await t.db.select().from(submissionResults).where(eq(submissionResults.submissionId, id));
    expect(rows).toHaveLength(cases.length);
    expect(JSON.stringify(rows)).not.toContain(HIDDEN_MARKER);
    expect(rows.filter((row) => row.stdout === null && row.expected === null)).toHaveLength(2);
  });

  it("gives a program that imitates bubblewrap's failure a Runtime Error, and no hidden input", async () => {
    const imitation =
      "process.stderr.write('bwrap: ' + require('fs').readFileSync(0, 'utf8'));\nprocess.exitCode = 1;\n";
    const res = await submit(imitation);
    expect(res.status, res.text).toBe(200);
    expect((res.json.data as { status: string }).status).toBe('Runtime Error');
    expect(res.text).not.toContain(HIDDEN_MARKER);
    const python = await submit(
      "import sys\nsys.stderr.write('bwrap: ' + sys.stdin.read())\nsys.exit(1)\n",
      71,
    );
    expect((python.json.data as { status: string }).status).toBe('Runtime Error');
    expect(python.text).not.toContain(HIDDEN_MARKER);
  });

  it('treats a result whose test is unknown as hidden (the rule fails closed)', () => {
    const result: JudgeResult = {
      status: 'Wrong Answer',
      language: 'PYTHON',
      timeMs: 5,
      memoryKb: 100,
      tests: [0, 1].map(() => ({
        status: 'Wrong Answer' as const,
        passed: false,
        stdout: 'secret-out',
        stderr: 'secret-err',
        expected: 'secret-expected',
        timeMs: 5,
        memoryKb: 100,
        wallMs: 6,
        exitCode: 3,
        message: 'Exited with code 3',
      })),
    };
    const presented = presentJudgeResult(result, [{ input: 'shown', hidden: false }]);
    expect(presented.testCases[0]).toMatchObject({ hidden: false, stdout: 'secret-out', input: 'shown' });
    expect(presented.testCases[1]).toMatchObject({
      hidden: true,
      input: null,
      stdout: null,
      stderr: null,
      expected: null,
      message: null,
    });
    expect(JSON.stringify(presented.testCases[1])).not.toMatch(/secret|code 3/);
  });

  it('stores a submission whose output holds NUL bytes, shown as U+2400', async () => {
    const res = await submit("process.stdout.write('a\\0b\\n');\n");
    expect(res.status, res.text).toBe(200);
    const data = res.json.data as { id: string; status: string; testCases: TestCase[] };
    expect(data.status).toBe('Wrong Answer');
    expect(data.testCases[0]!.stdout).toBe('a\u2400b\n');
    const history = await call(t.app, 'GET', '/api/v1/submission/get-all-submission', { cookie: learner });
    expect((history.json.data as { id: string }[]).map((row) => row.id)).toContain(data.id);
  });

  it("accepts a program whose source holds the escaped text '\\u0000'", async () => {
    const raw = JSON.stringify({
      source_code: "print('\\u0000' == chr(0))\n",
      language_id: 71,
      problem_id: problemId,
      stdin: ['1 2'],
      expected_outputs: ['True'],
    });
    expect(raw).toContain('\\\\u0000');
    const res = await call(t.app, 'POST', '/api/v1/execute-code/run', { cookie: learner, raw });
    expect(res.status, res.text).toBe(200);
    expect((res.json.data as { status: string }).status).toBe('Accepted');
  });

  it('refuses a real NUL character in any parsed string or key with 400', async () => {
    for (const raw of [
      `{"source_code":"print(1)\\u0000","language_id":71,"problem_id":"${problemId}"}`,
      `{"source_code":"print(1)","language_id":71,"problem_id":"${problemId}","stdin":["a\\u0000"]}`,
      `{"source_code":"print(1)","language_id":71,"problem_id":"${problemId}","x\\u0000":1}`,
    ]) {
      const res = await call(t.app, 'POST', '/api/v1/execute-code/run', { cookie: learner, raw });
      expect(res.status, raw).toBe(400);
      expect(res.json.error).toBe(SERVER.nulCharacter);
    }
  });

  it('answers 400, never 500, to deeply nested or huge flat JSON bodies', async () => {
    const depth = 400_000;
    const nested = `{"source_code":"print(1)","language_id":71,"problem_id":"${problemId}","stdin":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const flat = `{"source_code":"print(1)","language_id":71,"problem_id":"${problemId}","stdin":[${'0,'.repeat(400_000)}0]}`;
    for (const raw of [nested, flat]) {
      const res = await call(t.app, 'POST', '/api/v1/execute-code/run', { cookie: learner, raw });
      expect(res.status).toBe(400);
    }
  });

  it('accepts an empty JSON body on routes that take none, and says what is missing on those that do', async () => {
    const user = await signedInUser(t, 'empty-body@example.com', 'Empty Body');
    const created = await call(t.app, 'POST', '/api/v1/playlist/create-playlist', {
      cookie: user.cookie,
      body: { name: 'Temp list' },
    });
    expect(created.status, created.text).toBe(201);
    const playlistId = (created.json.data as { id: string }).id;
    const removed = await call(t.app, 'DELETE', `/api/v1/playlist/${playlistId}`, {
      cookie: user.cookie,
      raw: '',
    });
    expect(removed.status, removed.text).toBe(200);
    const logout = await call(t.app, 'POST', '/api/v1/auth/logout', { cookie: user.cookie, raw: '' });
    expect(logout.status, logout.text).toBe(200);
    // `curl -X POST -d ''` sends a form type with nothing: still no body.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const formLogout = await call(t.app, 'POST', '/api/v1/auth/logout', { headers: form, raw: '' });
    expect(formLogout.status, formLogout.text).toBe(200);
    const formBody = await call(t.app, 'POST', '/api/v1/auth/logout', { headers: form, raw: 'a=1' });
    expect(formBody.status).toBe(415);
    expect(formBody.json.error).toBe(SERVER.unsupportedMediaType);
    const needsBody = await call(t.app, 'POST', '/api/v1/execute-code/run', { cookie: learner, raw: '' });
    expect(needsBody.status).toBe(400);
    expect(needsBody.json.code).toBe('validation_failed');
  });

  it('gives no reference output for a custom input above the cap, even one equal to a hidden input', async () => {
    const res = await call(t.app, 'POST', '/api/v1/execute-code/run', {
      cookie: learner,
      body: {
        source_code: "console.log('guess');\n",
        language_id: 63,
        problem_id: problemId,
        stdin: [LARGE_HIDDEN_INPUT, '1 2'],
        expected_outputs: [],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain('777000778');
    const cases = (res.json.data as { testCases: TestCase[] }).testCases;
    expect(cases[0]).toMatchObject({ expected: null, status: 'Accepted' });
    expect(cases[1]).toMatchObject({ expected: '3\n', status: 'Wrong Answer' });
  });
});

describe('the per-account limit on Runs that execute the reference', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await closeTestJudge();
  });

  it('answers 429 past the limit, while Runs that need no reference go on', async () => {
    t = await createTestApp('pglite', { ADMIN_EMAILS: 'root@example.com', RATE_LIMIT: 'on' });
    const admin = await signedInUser(t, 'root@example.com', 'Root Admin');
    const learner = await signedInUser(t, 'oracle@example.com', 'Oracle Seeker');
    const created = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin.cookie,
      body: sumProblem(),
    });
    const problemId = (created.json.data as { id: string }).id;
    const run = (expected: (string | null)[]) =>
      call(t.app, 'POST', '/api/v1/execute-code/run', {
        cookie: learner.cookie,
        body: {
          source_code: 'print(3)\n',
          language_id: 71,
          problem_id: problemId,
          stdin: ['1 2'],
          expected_outputs: expected,
        },
      });
    // The run route allows 20 a minute; the reference 10 per 10 minutes.
    for (let index = 0; index < 10; index += 1) expect((await run([null])).status).toBe(200);
    const refused = await run([null]);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(SERVER.rateLimited);
    expect((await run(['3'])).status).toBe(200);
  }, 120_000);
});

describe('what the logs may hold', () => {
  it('drops query parameters (user and judge data) from logged errors', () => {
    const error = new Error(
      'Failed query: insert into "submission_results" values ($1)\nparams: hidden-expected',
    );
    error.cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('hidden-expected');
    expect(logged).toContain('invalid byte sequence');
  });

  it('cuts an oversized log line to a short valid JSON line', () => {
    const line = `${JSON.stringify({ level: 50, msg: 'unhandled error', payload: 'x'.repeat(5_000_000) })}\n`;
    const cut = capLogLine(line);
    expect(cut.length).toBeLessThan(LOG_LINE_MAX);
    expect(JSON.parse(cut)).toMatchObject({ level: 50, msg: 'unhandled error', logLineCut: line.length });
  });
});
