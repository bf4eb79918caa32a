import { lines, row } from '../../lib/format.mjs';

const test = (values, x) => lines(`${values.length} ${x}`, row(values));

export default function generate(rng) {
  const N = 20000;
  return [
    { input: test([], 0), note: 'empty train' },
    { input: test([7], 8), note: 'one light wagon', hidden: false },
    { input: test([8], 8), note: 'one wagon equal to x', hidden: false },
    { input: test([1, 2, 3], 10), note: 'all light: unchanged' },
    { input: test([5, 6, 7], -1000), note: 'all heavy: unchanged' },
    { input: test([9, 9, 1, 1], 5), note: 'heavy then light: the groups swap' },
    { input: test([-1000, 1000, -1000, 1000], 1000), note: 'extreme weights, equal to x at the end' },
    { input: test(rng.array(15, 0, 4), 2), note: 'small random with duplicates' },
    { input: test(rng.array(3000, -1000, 1000), 0), note: 'random, 3000 wagons' },
    { input: test(rng.array(N, -5, 5), 1), note: 'maximum size, many equal weights' },
    { input: test(rng.array(N, -1000, 1000), rng.int(-1000, 1000)), note: 'maximum size, random' },
  ];
}
