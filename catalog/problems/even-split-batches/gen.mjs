import { lines, row } from '../../lib/format.mjs';

const test = (weights, k) => lines(`${weights.length} ${k}`, row(weights));

export default function generate(rng) {
  return [
    { input: test([5], 5), note: 'single batch, divisible', hidden: false },
    { input: test([-3], 2), note: 'single negative batch, not divisible', hidden: false },
    { input: test([1, 2, 3, 4], 1), note: 'k = 1: every run counts' },
    { input: test([0, 0, 0, 0, 0], 10000), note: 'all zeros, maximum k' },
    { input: test([-10000, 10000, -10000, 10000], 3), note: 'extreme values' },
    { input: test([2, 2, 2, 2], 10000), note: 'nothing divisible' },
    { input: test(rng.array(20, -9, 9), 3), note: 'small random' },
    { input: test(rng.array(3000, -10000, 10000), 97), note: 'random, 3000 batches' },
    { input: test(rng.array(3000, -100, 100), 10000), note: 'random, large k' },
    { input: test(rng.array(100000, -9, 9), 7), note: 'maximum size', large: true },
  ];
}
