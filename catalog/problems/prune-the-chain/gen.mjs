import { lines, row } from '../../lib/format.mjs';

const test = (values, target) => lines(`${values.length} ${target}`, row(values));

export default function generate(rng) {
  const N = 20000;
  return [
    { input: test([], 5), note: 'empty list', hidden: false },
    { input: test([5], 5), note: 'single node removed', hidden: false },
    { input: test([4], 5), note: 'single node kept' },
    { input: test([7, 7, 1, 2], 7), note: 'targets at the head' },
    { input: test([1, 2, 7, 7], 7), note: 'targets at the tail' },
    { input: test([-1000, 1000, -1000], -1000), note: 'extreme values' },
    { input: test([1, 2, 3], 9), note: 'nothing to remove' },
    { input: test(rng.array(20, 0, 3), 2), note: 'small random' },
    { input: test(rng.array(3000, -5, 5), 0), note: 'random, 3000 nodes' },
    { input: test(new Array(3000).fill(-7), -7), note: 'everything removed', hidden: false },
    { input: test(rng.array(N, 0, 1), 1), note: 'maximum size, half removed', large: true },
  ];
}
