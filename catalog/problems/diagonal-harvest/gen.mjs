import { matrix } from '../../lib/format.mjs';

export default function generate(rng) {
  const field = (n, lo, hi) => Array.from({ length: n }, () => rng.array(n, lo, hi));
  const fill = (n, v) => Array.from({ length: n }, () => new Array(n).fill(v));
  return [
    { input: matrix([[-7]]), note: 'single bed, negative', hidden: false },
    { input: matrix([[1000]]), note: 'single bed, maximum' },
    { input: matrix(fill(5, 1)), note: 'odd size, all ones (centre once)' },
    { input: matrix(fill(4, 1)), note: 'even size, all ones' },
    { input: matrix(fill(3, -1000)), note: 'all minimum' },
    { input: matrix(field(6, -9, 9)), note: 'small random, even' },
    { input: matrix(field(7, -9, 9)), note: 'small random, odd' },
    { input: matrix(field(50, -1000, 1000)), note: 'random, 50 by 50' },
    { input: matrix(fill(149, 1000)), note: 'odd, near maximum, all maximum' },
    { input: matrix(field(150, -1000, 1000)), note: 'maximum n, random' },
  ];
}
