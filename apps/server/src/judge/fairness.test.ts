import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumProblem } from '../testing/fixtures.ts';
import { closeTestJudge, createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

// Issue 10 through the API: the server charges each run to its user, so one account's run whose
// every test sleeps (which held both judge slots for 60 s before) does not delay another user's
// trivial run by more than 2 s over its time alone.
describe.each(dbTargets)('judge fairness through the API on %s', (target) => {
  let t: TestApp;
  let hostile: string;
  let victim: string;
  let problemId: string;

  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'root@example.com' });
    const admin = await signedInUser(t, 'root@example.com', 'Root Admin');
    hostile = (await signedInUser(t, 'hostile@example.com', 'Hostile User')).cookie;
    victim = (await signedInUser(t, 'victim@example.com', 'Victim User')).cookie;
    const created = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin.cookie,
      body: sumProblem(),
    });
    expect(created.status, created.text).toBe(201);
    problemId = (created.json.data as { id: string }).id;
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await closeTestJudge();
  });

  const victimRun = async () => {
    const started = performance.now();
    const res = await call(t.app, 'POST', '/api/v1/execute-code/run', {
      cookie: victim,
      body: {
        source_code: 'a, b = map(int, input().split())\nprint(a + b)\n',
        language_id: 71,
        problem_id: problemId,
        stdin: ['1 2'],
        expected_outputs: ['3'],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.json.data as { status: string }).status).toBe('Accepted');
    return performance.now() - started;
  };

  it("runs a user's trivial run promptly while another account's run sleeps on every test", async () => {
    const idle = [await victimRun(), await victimRun(), await victimRun()].sort((a, b) => a - b)[1]!;
    const attack = call(t.app, 'POST', '/api/v1/execute-code/run', {
      cookie: hostile,
      body: {
        source_code: 'import time\ntime.sleep(600)\n',
        language_id: 71,
        problem_id: problemId,
        stdin: Array.from({ length: 20 }, (_, index) => `${index}`),
        expected_outputs: Array.from({ length: 20 }, () => '0'),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const underAttack = await victimRun();
    const hostileResult = await attack;
    expect(hostileResult.status, hostileResult.text).toBe(200);
    expect((hostileResult.json.data as { status: string }).status).toBe('Time Limit Exceeded');
    expect(
      underAttack,
      `idle ${Math.round(idle)} ms, under attack ${Math.round(underAttack)} ms`,
    ).toBeLessThan(idle + 2000);
  }, 120_000);
});
