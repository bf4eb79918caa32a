import { lines, row } from '../../lib/format.mjs';

const test = (values, lo, hi) => lines(`${values.length} ${lo} ${hi}`, row(values));

export default function generate(rng) {
  return [
    { input: test([4], 4, 4), note: 'single value on the bound', hidden: false },
    { input: test([4], 5, 9), note: 'single value below the range', hidden: false },
    { input: test([0, 0, 0, 0], 0, 0), note: 'all zero totals' },
    { input: test([1, 2, 3], -1000000000, 1000000000), note: 'widest range: every run' },
    { input: test([10000, 10000, -10000], 20000, 20000), note: 'extreme values' },
    { input: test([5, 6, 7], -3, -1), note: 'no run in range' },
    { input: test(rng.array(25, -6, 6), -3, 4), note: 'small random' },
    { input: test(rng.array(3000, -10000, 10000), -5000, 20000), note: 'random, wide values' },
    { input: test(rng.array(3000, 1, 9), 100, 300), note: 'positive only, distinct prefix sums' },
    { input: test(rng.array(100000, -9, 9), -20, 40), note: 'maximum size, small steps', large: true },
  ];
}
