import type { SampleProblem } from './types.ts';

const example = {
  input: '3',
  output: '3',
  explanation: 'There are three ways to climb to the top: 1+1+1, 1+2 and 2+1.',
};

/** Climbing Stairs: the dynamic-programming sample (1 <= n <= 45, so the answer fits in 32 bits). */
export const stairsSample: SampleProblem = {
  title: 'Climbing Stairs',
  description: `You are climbing a staircase. It takes **n** steps to reach the top.

Each time you can climb either **1** or **2** steps. In how many distinct ways can you climb to the top?

## Input

A single integer \`n\`.

## Output

Print the number of distinct ways to reach the top.`,
  difficulty: 'EASY',
  tags: ['dynamic-programming', 'math', 'memoization'],
  constraints: '1 <= n <= 45',
  hints: [
    'To reach step n you arrive from step n - 1 or from step n - 2.',
    'So ways(n) = ways(n - 1) + ways(n - 2): the Fibonacci numbers.',
    'Keep only the last two values: O(n) time, O(1) memory.',
  ],
  editorial: `## Approach: bottom-up dynamic programming

The last move onto step \`n\` is a 1-step (from \`n - 1\`) or a 2-step (from \`n - 2\`), so
\`ways(n) = ways(n - 1) + ways(n - 2)\` with \`ways(1) = 1\` and \`ways(2) = 2\`.

Iterate from 3 to \`n\` keeping the last two values. Time O(n), memory O(1).`,
  examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
  testCases: [
    { input: '2', output: '2', hidden: false },
    { input: '3', output: '3', hidden: false },
    { input: '1', output: '1', hidden: false },
    { input: '5', output: '8', hidden: false },
    { input: '10', output: '89', hidden: true },
    { input: '45', output: '1836311903', hidden: true },
  ],
  codeSnippet: {
    JAVASCRIPT: `/**
 * @param {number} n
 * @return {number}
 */
function climbStairs(n) {
  // Write your code here.
  return 0;
}

const input = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(climbStairs(Number(input)));
`,
    PYTHON: `import sys


def climb_stairs(n: int) -> int:
    # Write your code here.
    return 0


def main() -> None:
    n = int(sys.stdin.read().strip())
    print(climb_stairs(n))


main()
`,
    JAVA: `import java.util.Scanner;

public class Main {
    static int climbStairs(int n) {
        // Write your code here.
        return 0;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        System.out.println(climbStairs(n));
    }
}
`,
  },
  referenceSolution: {
    JAVASCRIPT: `/**
 * @param {number} n
 * @return {number}
 */
function climbStairs(n) {
  let previous = 1;
  let current = 1;
  for (let step = 2; step <= n; step++) {
    const next = previous + current;
    previous = current;
    current = next;
  }
  return current;
}

const input = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(climbStairs(Number(input)));
`,
    PYTHON: `import sys


def climb_stairs(n: int) -> int:
    previous, current = 1, 1
    for _ in range(2, n + 1):
        previous, current = current, previous + current
    return current


def main() -> None:
    n = int(sys.stdin.read().strip())
    print(climb_stairs(n))


main()
`,
    JAVA: `import java.util.Scanner;

public class Main {
    static int climbStairs(int n) {
        int previous = 1;
        int current = 1;
        for (int step = 2; step <= n; step++) {
            int next = previous + current;
            previous = current;
            current = next;
        }
        return current;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        System.out.println(climbStairs(n));
    }
}
`,
  },
};
