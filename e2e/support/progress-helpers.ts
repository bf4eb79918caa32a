import { randomUUID } from 'node:crypto';
import { API_BASE, type Difficulty, LANGUAGES } from '@codedojo/shared';
import { type APIRequest, type APIRequestContext, expect } from '@playwright/test';
import { DEMO_ADMIN } from './helpers.ts';

/** An operation on two integers read from stdin, with reference solutions in all three languages. */
export type Operation = 'sum' | 'product';

const SOURCES: Record<Operation, { symbol: string; word: string; pairs: [string, string][] }> = {
  sum: {
    symbol: '+',
    word: 'sum',
    pairs: [
      ['1 2', '3'],
      ['10 -4', '6'],
      ['0 0', '0'],
    ],
  },
  product: {
    symbol: '*',
    word: 'product',
    pairs: [
      ['2 3', '6'],
      ['-4 5', '-20'],
      ['7 0', '0'],
    ],
  },
};

/** A correct program per language for `operation`. */
export function solutionFor(operation: Operation) {
  const op = SOURCES[operation].symbol;
  return {
    JAVASCRIPT: `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a ${op} b);\n`,
    PYTHON: `a, b = map(int, input().split())\nprint(a ${op} b)\n`,
    JAVA: `import java.util.Scanner;\n\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong();\n    long b = in.nextLong();\n    System.out.println(a ${op} b);\n  }\n}\n`,
  };
}

/** A request context logged in as the demo admin (dispose it when done). */
export async function adminContext(request: APIRequest, baseURL: string): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL });
  const response = await admin.post(`${API_BASE}/auth/login`, {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return admin;
}

export type CreatedProblem = { id: string; title: string; difficulty: Difficulty; operation: Operation };

/** Creates a small, uniquely titled problem (the server judges the reference solutions first). */
export async function createProblem(
  admin: APIRequestContext,
  options: { label: string; difficulty: Difficulty; operation: Operation },
): Promise<CreatedProblem> {
  const { word, pairs } = SOURCES[options.operation];
  const title = `${options.label} ${randomUUID().slice(0, 8)}`;
  const [first] = pairs;
  const reference = solutionFor(options.operation);
  const response = await admin.post(`${API_BASE}/problems/create-problem`, {
    data: {
      title,
      description: `Read two integers a and b and print their ${word}.`,
      difficulty: options.difficulty,
      tags: ['math', 'e2e', options.operation],
      constraints: '-10^9 <= a, b <= 10^9',
      hints: [],
      editorial: '',
      examples: { 'Example 1': { input: first?.[0] ?? '', output: first?.[1] ?? '', explanation: null } },
      testCases: pairs.map(([input, output]) => ({ input, output })),
      codeSnippet: {
        JAVASCRIPT: '// read a and b from stdin\n',
        PYTHON: '# read a and b from stdin\n',
        JAVA: 'public class Main {\n  public static void main(String[] args) {\n  }\n}\n',
      },
      referenceSolution: reference,
    },
    timeout: 90_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { id: string } };
  return { id: body.data.id, title, difficulty: options.difficulty, operation: options.operation };
}

/** Submits Python code for a problem as the context's user; answers the judged status. */
export async function submitPython(request: APIRequestContext, problemId: string, sourceCode: string) {
  const response = await request.post(`${API_BASE}/execute-code/submit`, {
    data: { source_code: sourceCode, language_id: LANGUAGES.PYTHON.id, problem_id: problemId },
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { status: string } };
  return body.data.status;
}

/** Solves a problem created by createProblem (a correct Python submission). */
export async function solve(request: APIRequestContext, problem: CreatedProblem) {
  expect(await submitPython(request, problem.id, solutionFor(problem.operation).PYTHON)).toBe('Accepted');
}

/** Deletes a problem as admin. */
export async function deleteProblemAsAdmin(admin: APIRequestContext, problemId: string) {
  const response = await admin.delete(`${API_BASE}/problems/delete-problem/${problemId}`);
  expect(response.status(), await response.text()).toBe(200);
}
