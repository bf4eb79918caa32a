import { DESCRIPTION_PREVIEW_CHARS, previewOf, SERVER, VALIDATION } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_MARKER, sumProblem } from '../testing/fixtures.ts';
import {
  closeTestJudge,
  createTestApp,
  dbTargets,
  lastCode,
  sessionCookie,
  type TestApp,
} from '../testing/harness.ts';
import { call } from '../testing/http.ts';

describe.each(dbTargets)('problems API on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let learner: string;
  let problemId: string;

  async function login(email: string, name: string) {
    await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { name, email, password: 'secret123', acceptTerms: true },
    });
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-otp', {
      body: { email, otp: lastCode(t, email) },
    });
    return sessionCookie(res.headers['set-cookie']);
  }

  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'root@example.com' });
    admin = await login('root@example.com', 'Root Admin');
    learner = await login('learner@example.com', 'Lea Learner');
    const created = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin,
      body: sumProblem(),
    });
    expect(created.status, created.text).toBe(201);
    problemId = (created.json.data as { id: string }).id;
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await closeTestJudge();
  });

  it('stores a created problem with normalised hints and tags', async () => {
    const res = await call(t.app, 'GET', `/api/v1/problems/get-problem/${problemId}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      title: 'Sum of Two',
      tags: ['math', 'basics'],
      hints: ['Read both numbers', 'Add them'],
      difficulty: 'EASY',
    });
  });

  describe('authorization', () => {
    const routes = [
      ['GET', '/api/v1/problems/get-all-problems'],
      ['GET', '/api/v1/problems/get-solved-problems'],
      ['GET', '/api/v1/submission/get-all-submission'],
      ['POST', '/api/v1/execute-code/run'],
      ['POST', '/api/v1/execute-code/submit'],
      ['POST', '/api/v1/problems/create-problem'],
    ] as const;

    it('answers 401 to a logged-out visitor everywhere', async () => {
      for (const [method, url] of routes) {
        expect((await call(t.app, method, url, { body: {} })).status, url).toBe(401);
      }
      expect((await call(t.app, 'GET', `/api/v1/problems/get-problem/${problemId}`)).status).toBe(401);
      expect((await call(t.app, 'DELETE', `/api/v1/problems/delete-problem/${problemId}`)).status).toBe(401);
    });

    it('answers 403 to a learner on create, update and delete, whatever the body', async () => {
      const create = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
        cookie: learner,
        body: {},
      });
      expect(create.status).toBe(403);
      expect(create.json.error).toBe(SERVER.onlyAdminsCreate);
      const update = await call(t.app, 'PUT', `/api/v1/problems/update-problem/${problemId}`, {
        cookie: learner,
        body: sumProblem({ title: 'Hijacked' }),
      });
      expect(update.status).toBe(403);
      expect(update.json.error).toBe(SERVER.onlyAdminsUpdate);
      const del = await call(t.app, 'DELETE', `/api/v1/problems/delete-problem/${problemId}`, {
        cookie: learner,
      });
      expect(del.status).toBe(403);
      expect(del.json.error).toBe(SERVER.onlyAdminsDelete);
      const still = await call(t.app, 'GET', `/api/v1/problems/get-problem/${problemId}`, {
        cookie: learner,
      });
      expect(still.json.data).toMatchObject({ title: 'Sum of Two' });
    });

    it('answers 404 for unknown and malformed ids', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const id of [unknown, 'not-a-uuid', "1' OR '1'='1"]) {
        const res = await call(t.app, 'GET', `/api/v1/problems/get-problem/${encodeURIComponent(id)}`, {
          cookie: learner,
        });
        expect(res.status).toBe(404);
        expect(res.json.error).toBe(SERVER.problemNotFound);
      }
      expect(
        (await call(t.app, 'DELETE', `/api/v1/problems/delete-problem/${unknown}`, { cookie: admin })).status,
      ).toBe(404);
      expect(
        (
          await call(t.app, 'PUT', `/api/v1/problems/update-problem/${unknown}`, {
            cookie: admin,
            body: sumProblem(),
          })
        ).status,
      ).toBe(404);
    });
  });

  it('lists the statement preview to a learner and the whole statement to an admin', async () => {
    const statement = `## Long sum\n\nAdd **two** numbers. ${'Then read the story again. '.repeat(20).trim()}`;
    const created = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin,
      body: { ...sumProblem(), title: 'Long Sum', description: statement },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.json.data as { id: string }).id;
    try {
      const find = (res: { json: { data?: unknown } }) =>
        (res.json.data as { title: string; description: string }[]).find((p) => p.title === 'Long Sum');
      // Learners and admins at once on the cold list (the create just invalidated it): each role
      // gets its own body, never the other's, however their requests interleave.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(t.app, 'GET', '/api/v1/problems/get-all-problems', { cookie: i % 2 ? admin : learner }),
        ),
      );
      burst.forEach((res, i) => {
        expect(find(res)?.description).toBe(
          i % 2 ? statement : previewOf(statement, DESCRIPTION_PREVIEW_CHARS),
        );
      });
      const learnerRow = find(
        await call(t.app, 'GET', '/api/v1/problems/get-all-problems', { cookie: learner }),
      );
      expect(learnerRow?.description).toBe(previewOf(statement, DESCRIPTION_PREVIEW_CHARS));
      expect(learnerRow?.description.startsWith('Long sum Add two numbers. Then read')).toBe(true);
      const adminRow = find(await call(t.app, 'GET', '/api/v1/problems/get-all-problems', { cookie: admin }));
      expect(adminRow?.description).toBe(statement);
      // The detail page still shows the learner the whole statement.
      const detail = await call(t.app, 'GET', `/api/v1/problems/get-problem/${id}`, { cookie: learner });
      expect((detail.json.data as { description: string }).description).toBe(statement);
    } finally {
      await call(t.app, 'DELETE', `/api/v1/problems/delete-problem/${id}`, { cookie: admin });
    }
  });

  it('never shows a learner hidden tests or reference solutions', async () => {
    const list = await call(t.app, 'GET', '/api/v1/problems/get-all-problems', { cookie: learner });
    const detail = await call(t.app, 'GET', `/api/v1/problems/get-problem/${problemId}`, { cookie: learner });
    const run = await call(t.app, 'POST', '/api/v1/execute-code/run', {
      cookie: learner,
      body: { source_code: 'print(1)', language_id: 71, problem_id: problemId },
    });
    const submit = await call(t.app, 'POST', '/api/v1/execute-code/submit', {
      cookie: learner,
      body: { source_code: 'print(1)', language_id: 71, problem_id: problemId },
    });
    const history = await call(t.app, 'GET', '/api/v1/submission/get-all-submission', { cookie: learner });
    for (const res of [list, detail, run, submit, history]) {
      expect(res.status, res.text).toBe(200);
      expect(res.text).not.toContain(HIDDEN_MARKER);
      expect(res.text).not.toContain('777000778');
      expect(res.text).not.toMatch(/referenceSolution|print\(a \+ b\)/);
    }
    expect(detail.json.data).toMatchObject({ hiddenTestCount: 1 });
    expect((detail.json.data as { testCases: unknown[] }).testCases).toHaveLength(2);
    const submitted = submit.json.data as {
      testCases: { hidden: boolean; input: unknown; status: string }[];
    };
    expect(submitted.testCases).toHaveLength(3);
    expect(submitted.testCases[2]).toMatchObject({ hidden: true, input: null, stdout: null, expected: null });
  });

  it('shows an admin everything, hidden tests and reference solutions included', async () => {
    const detail = await call(t.app, 'GET', `/api/v1/problems/get-problem/${problemId}`, { cookie: admin });
    expect(detail.text).toContain(HIDDEN_MARKER);
    expect(detail.json.data).toHaveProperty('referenceSolution.PYTHON');
  });

  it('judges a submit on the stored tests, ignoring forged stdin and expected outputs', async () => {
    const res = await call(t.app, 'POST', '/api/v1/execute-code/submit', {
      cookie: learner,
      body: {
        source_code: 'print("forged")',
        language_id: 'PYTHON',
        problem_id: problemId,
        stdin: ['anything'],
        expected_outputs: ['forged'],
      },
    });
    expect(res.status).toBe(200);
    const data = res.json.data as { status: string; testCases: unknown[] };
    expect(data.status).toBe('Wrong Answer');
    expect(data.testCases).toHaveLength(3);
    const solvedList = await call(t.app, 'GET', '/api/v1/problems/get-solved-problems', { cookie: learner });
    expect(solvedList.json.data).toEqual([]);
  });

  it('records a solve on Accepted, keeps history newest first, and lists only own submissions', async () => {
    const res = await call(t.app, 'POST', '/api/v1/execute-code/submit', {
      cookie: learner,
      body: {
        source_code: 'a, b = map(int, input().split())\nprint(a + b)\n',
        language_id: 71,
        problem_id: problemId,
      },
    });
    expect(res.json.data).toMatchObject({ status: 'Accepted', language: 'PYTHON', problemId });
    const solvedList = await call(t.app, 'GET', '/api/v1/problems/get-solved-problems', { cookie: learner });
    expect(solvedList.json.data).toMatchObject([{ id: problemId, title: 'Sum of Two', difficulty: 'EASY' }]);
    const history = await call(t.app, 'GET', '/api/v1/submission/get-all-submission', { cookie: learner });
    const rows = history.json.data as { status: string; problem: { title: string } }[];
    expect(rows[0]).toMatchObject({ status: 'Accepted', problem: { title: 'Sum of Two' } });
    const adminHistory = await call(t.app, 'GET', '/api/v1/submission/get-all-submission', { cookie: admin });
    expect(adminHistory.json.data).toEqual([]);
  });

  it('runs custom input, taking the expected output from the reference solution', async () => {
    const res = await call(t.app, 'POST', '/api/v1/execute-code/run', {
      cookie: learner,
      body: {
        source_code:
          "const [a,b]=require('fs').readFileSync(0,'utf8').trim().split(' ').map(Number);console.log(a*b)",
        language_id: 63,
        problem_id: problemId,
        stdin: ['2 2', '3 4'],
        expected_outputs: [null],
      },
    });
    expect(res.status, res.text).toBe(200);
    const data = res.json.data as {
      status: string;
      testCases: { passed: boolean; expected: string; stdout: string }[];
    };
    expect(data.testCases[0]).toMatchObject({ passed: true, expected: '4\n' });
    expect(data.testCases[1]).toMatchObject({ passed: false, stdout: '12\n', expected: '7\n' });
    expect(data.status).toBe('Wrong Answer');
  });

  it('rejects empty code with the spec message', async () => {
    const res = await call(t.app, 'POST', '/api/v1/execute-code/run', {
      cookie: learner,
      body: { source_code: '   \n', language_id: 71, problem_id: problemId },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(VALIDATION.emptyCode);
  });

  it('blocks a create whose reference solution fails, naming the language and the test', async () => {
    const broken = sumProblem();
    broken.referenceSolution = {
      ...broken.referenceSolution,
      PYTHON: 'a, b = map(int, input().split())\nprint(a - b)\n',
    };
    const res = await call(t.app, 'POST', '/api/v1/problems/create-problem', { cookie: admin, body: broken });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Python reference solution fails test 1: Wrong Answer');
    expect(res.json.details).toEqual({
      'referenceSolution.PYTHON': 'Python reference solution fails test 1: Wrong Answer',
    });
    const list = await call(t.app, 'GET', '/api/v1/problems/get-all-problems', { cookie: admin });
    expect((list.json.data as unknown[]).length).toBe(1);
  });

  it('answers every problem-schema message of the spec', async () => {
    const res = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin,
      body: {
        title: 'ab',
        description: 'short',
        difficulty: 'Easy',
        tags: ['  '],
        constraints: '',
        examples: {},
        testCases: [{ input: '', output: '' }],
        codeSnippet: { JAVASCRIPT: '', PYTHON: ' ', JAVA: '' },
        referenceSolution: { JAVASCRIPT: '', PYTHON: '', JAVA: '' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toMatchObject({
      title: VALIDATION.titleMin,
      description: VALIDATION.descriptionMin,
      difficulty: VALIDATION.difficulty,
      tags: VALIDATION.tagRequired,
      constraints: VALIDATION.constraintsRequired,
      'testCases.0.input': VALIDATION.inputRequired,
      'testCases.0.output': VALIDATION.outputRequired,
      'codeSnippet.JAVASCRIPT': VALIDATION.snippetRequired.JAVASCRIPT,
      'codeSnippet.PYTHON': VALIDATION.snippetRequired.PYTHON,
      'codeSnippet.JAVA': VALIDATION.snippetRequired.JAVA,
      'referenceSolution.JAVASCRIPT': VALIDATION.solutionRequired.JAVASCRIPT,
      'referenceSolution.PYTHON': VALIDATION.solutionRequired.PYTHON,
      'referenceSolution.JAVA': VALIDATION.solutionRequired.JAVA,
    });
    const none = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin,
      body: { ...sumProblem(), testCases: [] },
    });
    expect(none.json.details).toMatchObject({ testCases: VALIDATION.testCaseRequired });
  });

  it('updates a problem (hints as a JSON string) and deletes it', async () => {
    const created = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin,
      body: sumProblem({ title: 'To Be Changed' }),
    });
    const id = (created.json.data as { id: string }).id;
    const updated = await call(t.app, 'PUT', `/api/v1/problems/update-problem/${id}`, {
      cookie: admin,
      body: sumProblem({ title: 'Changed', hints: '["one", "two"]', difficulty: 'MEDIUM' }),
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ success: true, message: SERVER.problemUpdated });
    expect(updated.json.data).toMatchObject({
      title: 'Changed',
      hints: ['one', 'two'],
      difficulty: 'MEDIUM',
    });
    const deleted = await call(t.app, 'DELETE', `/api/v1/problems/delete-problem/${id}`, { cookie: admin });
    expect(deleted.json).toMatchObject({ success: true });
    expect((await call(t.app, 'GET', `/api/v1/problems/get-problem/${id}`, { cookie: admin })).status).toBe(
      404,
    );
  });

  it('answers 4xx, never 500, to hostile execute bodies', async () => {
    const bodies: unknown[] = [
      { source_code: 'x', language_id: 999, problem_id: problemId },
      { source_code: 'x', language_id: 'COBOL', problem_id: problemId },
      { source_code: 'x', language_id: 71, problem_id: 'nope' },
      { source_code: 'x', language_id: 71, problem_id: '00000000-0000-4000-8000-000000000000' },
      { source_code: 'x'.repeat(70_000), language_id: 71, problem_id: problemId },
      { source_code: ['x'], language_id: 71, problem_id: problemId },
      { source_code: 'x', language_id: 71, problem_id: problemId, stdin: Array(21).fill('1') },
      { source_code: 'x', language_id: 71, problem_id: problemId, stdin: 'not a list' },
      null,
      [],
    ];
    for (const body of bodies) {
      const res = await call(t.app, 'POST', '/api/v1/execute-code/run', { cookie: learner, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.error).toBe('string');
    }
  });
});
