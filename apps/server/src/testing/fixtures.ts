import type { ProblemInput } from '@codedojo/shared';

/** A small problem whose reference solutions really pass: print a + b. */
export const HIDDEN_MARKER = '777000777';

export function sumProblem(overrides: Partial<ProblemInput> = {}): ProblemInput {
  return {
    title: 'Sum of Two',
    description: 'Read two integers a and b and print their sum.',
    difficulty: 'EASY',
    tags: ['math', ' ', 'basics'],
    constraints: '-10^9 <= a, b <= 10^9',
    hints: 'Read both numbers\nAdd them',
    editorial: 'Add the two numbers.',
    examples: { JAVASCRIPT: { input: '1 2', output: '3', explanation: '1 + 2 = 3' } },
    testCases: [
      { input: '1 2', output: '3' },
      { input: '-5 5', output: '0' },
      { input: `${HIDDEN_MARKER} 1`, output: '777000778', hidden: true },
    ],
    codeSnippet: {
      JAVASCRIPT:
        "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(0);\n",
      PYTHON: 'a, b = map(int, input().split())\nprint(0)\n',
      JAVA: 'public class Main { public static void main(String[] args) { System.out.println(0); } }\n',
    },
    referenceSolution: {
      JAVASCRIPT:
        "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
      PYTHON: 'a, b = map(int, input().split())\nprint(a + b)\n',
      JAVA: [
        'import java.util.Scanner;',
        'public class Main {',
        '  public static void main(String[] args) {',
        '    Scanner in = new Scanner(System.in);',
        '    long a = in.nextLong(), b = in.nextLong();',
        '    System.out.println(a + b);',
        '  }',
        '}',
      ].join('\n'),
    },
    ...overrides,
  };
}

/** Inserts a problem straight into the database (no judging), for tests about other features. */
export async function insertProblem(
  db: import('../db/client.ts').Db,
  fields: { title: string; difficulty: 'EASY' | 'MEDIUM' | 'HARD'; tags?: string[] },
) {
  const { problems } = await import('../db/schema.ts');
  const code = { JAVASCRIPT: 'x', PYTHON: 'x', JAVA: 'x' };
  const [row] = await db
    .insert(problems)
    .values({
      title: fields.title,
      description: `${fields.title} description`,
      difficulty: fields.difficulty,
      tags: fields.tags ?? ['arrays'],
      constraints: 'n <= 10',
      examples: {},
      codeSnippets: code,
      referenceSolutions: code,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** The sum problem stored directly (no reference checks): two visible tests and a hidden one. */
export async function insertSumProblem(db: import('../db/client.ts').Db, title = 'Sum of Two') {
  const { testCases } = await import('../db/schema.ts');
  const problem = await insertProblem(db, { title, difficulty: 'EASY' });
  await db.insert(testCases).values(
    sumProblem().testCases.map((test, position) => ({
      problemId: problem.id,
      position,
      input: test.input,
      output: test.output,
      hidden: test.hidden ?? false,
    })),
  );
  return problem;
}

export const SUM_SOURCES = {
  accepted: 'a, b = map(int, input().split())\nprint(a + b)\n',
  wrong: 'a, b = map(int, input().split())\nprint(a - b)\n',
} as const;
