import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const t = (n, m, k) => lines(`${n} ${m} ${k}`);
  const N = 30000;
  return [
    { input: t(1, 1, 1), note: '1 by 1 table', hidden: false },
    { input: t(1, 10, 7), note: 'a single row' },
    { input: t(10, 1, 10), note: 'a single column, last card' },
    { input: t(4, 4, 1), note: 'first card' },
    { input: t(5, 7, 35), note: 'last card' },
    { input: t(6, 6, 18), note: 'middle of a square table' },
    { input: t(37, 23, rng.int(1, 37 * 23)), note: 'small random' },
    { input: t(200, 300, rng.int(1, 60000)), note: 'random, 200 by 300' },
    { input: t(N, 3, rng.int(1, 3 * N)), note: 'very tall and thin' },
    { input: t(N, N, N * N), note: 'maximum table, last card', large: true },
    { input: t(N, N, (N * N) / 2), note: 'maximum table, middle card', large: true },
    {
      input: t(29999, 30000, rng.int(1, 29999 * 30000)),
      note: 'near-maximum table, random card',
      large: true,
    },
  ];
}
