import { lines, row } from '../../lib/format.mjs';

const test = (takings, k) => lines(`${takings.length} ${k}`, row(takings));

export default function generate(rng) {
  const N = 20000;
  return [
    { input: test([7], 1), note: 'single minute', hidden: false },
    { input: test([3, 3, 3, 3], 2), note: 'all equal: earliest start', hidden: false },
    { input: test([-5, 2, -1], 3), note: 'k = n' },
    { input: test([-10000, -10000, -9999, -10000], 1), note: 'all negative, k = 1' },
    { input: test([10000, -10000, 10000, -10000, 10000], 2), note: 'extremes, alternating' },
    { input: test([1, 2, 3, 4, 5, 6], 3), note: 'increasing: last block' },
    { input: test(rng.array(20, -9, 9), 4), note: 'small random' },
    { input: test(rng.array(3000, -10000, 10000), 50), note: 'random, 3000 minutes' },
    { input: test(rng.array(3000, -3, 3), 1500), note: 'random, half-length block' },
    { input: test(rng.array(N, -10000, 10000), 10000), note: 'maximum size', large: true },
  ];
}
