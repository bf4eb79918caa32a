import { lines } from '../../lib/format.mjs';

const N = 100000;

const census = (s, queries) => lines(s, String(queries.length), queries.map(String));

/** Fibonacci word: rich in repeated prefixes. */
function fibWord(n) {
  let a = 'a';
  let b = 'ab';
  while (b.length < n) [a, b] = [b, b + a];
  return b.slice(0, n);
}

export default function generate(rng) {
  const all = (n) => Array.from({ length: n }, (_, i) => i + 1);
  const randomQueries = (n, q) => rng.array(q, 1, n);
  const fib = fibWord(2000);
  const periodic = 'abcab'.repeat(6000);
  const bigQueries = (n, q) =>
    Array.from({ length: q }, (_, i) => (i % 2 ? rng.int(1, n) : n - rng.int(0, 999)));
  return [
    { input: census('z', [1]), note: 'a single letter', hidden: false },
    { input: census('abcd', [1, 2, 3, 4]), note: 'no letter repeats: every opening once', hidden: false },
    { input: census('abababab', all(8)), note: 'period two, every length' },
    { input: census('aabaabaab', [1, 1, 2, 3, 9]), note: 'repeated queries' },
    { input: census(fib, randomQueries(2000, 500)), note: 'Fibonacci word, n = 2000' },
    { input: census(rng.string(3000, 'ab'), all(3000)), note: 'random over two letters, every length' },
    {
      input: census(rng.string(20000, 'abcdefghijklmnopqrstuvwxyz'), randomQueries(20000, 200)),
      note: 'random lowercase, n = 20000',
    },
    {
      input: census('a'.repeat(N), bigQueries(N, 5000)),
      note: 'one repeated letter, long openings: every comparison runs long',
      large: true,
    },
    {
      input: census(periodic, bigQueries(30000, 3000)),
      note: 'period five, n = 30000, long openings',
      large: true,
    },
    {
      input: census(fibWord(20000), randomQueries(20000, 2000)),
      note: 'Fibonacci word, n = 20000',
      large: true,
    },
  ];
}
