import { lines } from '../../lib/format.mjs';

const N = 100000;

export default function generate(rng) {
  const q = (s, k) => lines(s, String(k));
  const fib = (() => {
    let a = 'a';
    let b = 'ab';
    while (b.length < N) [a, b] = [b, b + a];
    return b.slice(0, N);
  })();
  return [
    { input: q('z', 1), note: 'a single letter', hidden: false },
    { input: q('abcdefghijklmnopqrstuvwxyz', 1), note: 'every letter once, k = 1', hidden: false },
    { input: q('abababab', 3), note: 'period two' },
    { input: q('aabbaabb', 8), note: 'k equals the length' },
    { input: q(rng.string(500, 'ab'), 6), note: 'short windows over two letters: many repeats' },
    { input: q(rng.string(2000, 'abc'), 40), note: 'random over three letters, k = 40' },
    { input: q(fib.slice(0, 5000), 100), note: 'Fibonacci word: few distinct windows' },
    { input: q(rng.string(3000, 'abcdefghijklmnopqrstuvwxyz'), 1500), note: 'random lowercase, k = n / 2' },
    { input: q('a'.repeat(40000), 20000), note: 'one repeated letter, k = n / 2: answer 1' },
    { input: q(rng.string(N, 'ab'), N / 2), note: 'random over two letters, k = n / 2', large: true },
    { input: q(fib, 30000), note: 'Fibonacci word, k = 30000', large: true },
  ];
}
