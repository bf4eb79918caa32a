import type { Language } from '@codedojo/shared';
import type { TestCaseInput } from '../src/types.ts';

/**
 * A realistic submission: read n integers, print the largest subarray sum (Kadane) and the number
 * of distinct values. Ten tests, from a handful of numbers to twenty thousand.
 */
export const BENCH_SOURCES: Record<Language, string> = {
  PYTHON: `import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + n]))
    best = current = values[0]
    for v in values[1:]:
        current = max(v, current + v)
        best = max(best, current)
    print(best)
    print(len(set(values)))

main()
`,
  JAVASCRIPT: `const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const n = data[0];
const values = data.slice(1, 1 + n);
let best = values[0];
let current = values[0];
for (let i = 1; i < n; i++) {
  current = Math.max(values[i], current + values[i]);
  best = Math.max(best, current);
}
console.log(best);
console.log(new Set(values).size);
`,
  JAVA: `import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
    in.nextToken();
    int n = (int) in.nval;
    long[] values = new long[n];
    for (int i = 0; i < n; i++) {
      in.nextToken();
      values[i] = (long) in.nval;
    }
    long best = values[0];
    long current = values[0];
    for (int i = 1; i < n; i++) {
      current = Math.max(values[i], current + values[i]);
      best = Math.max(best, current);
    }
    Set<Long> distinct = new HashSet<>();
    for (long v : values) distinct.add(v);
    System.out.println(best);
    System.out.println(distinct.size());
  }
}
`,
};

function expectedFor(values: number[]): string {
  let best = values[0]!;
  let current = values[0]!;
  for (const v of values.slice(1)) {
    current = Math.max(v, current + v);
    best = Math.max(best, current);
  }
  return `${best}\n${new Set(values).size}\n`;
}

/** Deterministic pseudo-random tests (same every run). */
export function benchTests(): TestCaseInput[] {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const sizes = [5, 10, 50, 100, 500, 1000, 2000, 5000, 10000, 20000];
  return sizes.map((n) => {
    const values = Array.from({ length: n }, () => Math.floor(random() * 2001) - 1000);
    return { input: `${n}\n${values.join(' ')}\n`, expected: expectedFor(values) };
  });
}
