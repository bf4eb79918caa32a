import { describe, expect, it } from 'vitest';
import { authContract, publicUserSchema } from './auth.ts';
import { failureEnvelope } from './envelope.ts';
import { ERROR_CODES } from './errors.ts';
import { isUuid } from './ids.ts';
import { API_CONTRACT } from './index.ts';
import { playlistProblemsSchema } from './playlists.ts';
import { problemDetailSchema, problemsContract } from './problems.ts';
import { submissionRecordSchema, testResultSchema } from './submissions.ts';
import { VERDICT_LIST } from './verdicts.ts';

const ID = '0b6f3a9e-6c52-4f7e-9a59-7f0d3c1b2a10';
const NOW = '2026-11-26T22:00:00.000Z';
const user = {
  id: ID,
  name: 'Ada',
  email: 'ada@example.com',
  image: null,
  role: 'USER',
  isEmailVerified: true,
  createdAt: NOW,
};
const code = { JAVASCRIPT: 'js', PYTHON: 'py', JAVA: 'java' };
const learnerProblem = {
  id: ID,
  title: 'Two Sum',
  description: 'Add two numbers.',
  difficulty: 'EASY',
  tags: ['math'],
  createdAt: NOW,
  constraints: '1 <= n',
  hints: [],
  examples: { JAVASCRIPT: { input: '1 2', output: '3' } },
  codeSnippet: code,
  testCases: [{ input: '1 2', output: '3' }],
  hiddenTestCount: 2,
  updatedAt: NOW,
};
const hiddenTest = {
  testCase: 2,
  passed: true,
  status: 'Accepted',
  hidden: true,
  input: null,
  stdout: null,
  stderr: null,
  expected: null,
  compileOutput: null,
  message: null,
  time: '3 ms',
  memory: '900 KB',
  timeMs: 3,
  memoryKb: 900,
};

describe('the API contract', () => {
  it('names every endpoint once, under a path of its own, with known error codes', () => {
    const all = Object.values(API_CONTRACT).flatMap((feature) => Object.values(feature));
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const known = new Set<string>(Object.values(ERROR_CODES));
    for (const e of all) for (const c of e.errors) expect(known.has(c), `${e.path}: ${c}`).toBe(true);
  });

  it('whitelists a user: the password hash and anything else extra never pass', () => {
    const sent = publicUserSchema.encode({ ...user, role: 'USER', passwordHash: 'argon2…' } as never);
    expect(sent).toEqual(user);
    expect(Object.keys(sent)).not.toContain('passwordHash');
  });

  it('refuses a user with a role, id or date the contract does not know', () => {
    expect(publicUserSchema.safeParse({ ...user, role: 'ROOT' }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...user, id: 'not-a-uuid' }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...user, createdAt: 'yesterday' }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...user, image: 42 }).success).toBe(false);
  });

  it("tells login's two answers apart by requiresOTP", () => {
    const login = authContract.login.response;
    const base = { success: true, message: 'Login successful!', user };
    expect(login.safeParse({ ...base, requiresOTP: false }).success).toBe(true);
    expect(login.safeParse({ ...base, requiresOTP: true }).success).toBe(false);
    const otp = { ...base, requiresOTP: true, expiresAt: NOW, remainingAttempts: 4 };
    expect(login.parse(otp)).toEqual(otp);
    expect(login.safeParse({ ...otp, remainingAttempts: -1 }).success).toBe(false);
  });

  it("strips a learner's problem of admin-only fields, and keeps them for an admin", () => {
    const leaked = {
      ...learnerProblem,
      referenceSolution: code,
      testCases: [{ input: 'a', output: 'b', hidden: true }],
    };
    const learner = problemDetailSchema.encode(leaked as never);
    expect(learner).not.toHaveProperty('referenceSolution');
    expect(learner.testCases[0]).not.toHaveProperty('hidden');
    const admin = { ...leaked, editorial: null, source: 'CATALOG', catalogSlug: 'two-sum' };
    expect(problemDetailSchema.encode(admin as never)).toEqual(admin);
  });

  it('accepts the envelope as the server sends it, and nothing but', () => {
    const list = problemsContract.list.response;
    expect(list.safeParse({ success: true, message: 'ok', data: [] }).success).toBe(true);
    expect(list.safeParse({ success: false, message: 'ok', data: [] }).success).toBe(false);
    expect(list.safeParse({ success: true, message: 'ok' }).success).toBe(false);
    expect(list.safeParse({ success: true, message: 'ok', data: [{ id: ID }] }).success).toBe(false);
    expect(list.safeParse(null).success).toBe(false);
    expect(list.safeParse('{"success":true}').success).toBe(false);
  });

  it('keeps a failure to its endpoint codes and the common ones', () => {
    const failure = failureEnvelope(problemsContract.get.errors);
    const notFound = { success: false, error: 'Problem not found', code: 'problem_not_found' };
    expect(failure.parse(notFound)).toEqual(notFound);
    expect(failure.safeParse({ ...notFound, code: 'validation_failed', details: { id: 'x' } }).success).toBe(
      true,
    );
    expect(failure.safeParse({ ...notFound, code: 'playlist_not_found' }).success).toBe(false);
    expect(failure.safeParse({ ...notFound, details: { id: 7 } }).success).toBe(false);
  });

  it('summarises a hidden test: its texts are null, never strings', () => {
    expect(testResultSchema.parse(hiddenTest)).toEqual(hiddenTest);
    expect(testResultSchema.safeParse({ ...hiddenTest, status: 'Great' }).success).toBe(false);
    const record = {
      id: ID,
      problemId: ID,
      language: 'PYTHON',
      createdAt: NOW,
      finishedAt: null,
      status: 'Running',
      message: null,
      compileOutput: null,
      timeMs: null,
      memoryKb: null,
      done: 1,
      total: 3,
      testCases: [hiddenTest],
    };
    expect(submissionRecordSchema.parse(record)).toEqual(record);
    expect(submissionRecordSchema.safeParse({ ...record, language: 'COBOL' }).success).toBe(false);
  });

  it('lists the eight verdicts of the judge', () => {
    expect(VERDICT_LIST).toHaveLength(8);
    expect(VERDICT_LIST).toContain('Accepted');
    expect(VERDICT_LIST).toContain('Internal Error');
  });
});

describe('ids (decision 0019)', () => {
  it('recognises a UUID in any case and nothing else', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    for (const bad of [
      '',
      'abc',
      `${ID}x`,
      ` ${ID}`,
      '../../etc/passwd',
      "1' OR '1'='1",
      'x'.repeat(100_000),
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
  });

  it('takes playlist problem ids as they come (the route answers 404 for a malformed one)', () => {
    const parsed = playlistProblemsSchema.parse({ problemIds: [ID.toUpperCase(), ID, 'nope'] });
    expect(parsed.problemIds).toEqual([ID, 'nope']);
    expect(playlistProblemsSchema.safeParse({ problemIds: [] }).success).toBe(false);
    expect(playlistProblemsSchema.safeParse({ problemIds: [7] }).success).toBe(false);
    expect(playlistProblemsSchema.safeParse({ problemIds: [ID], extra: 1 }).success).toBe(false);
  });
});
