import { array } from '../../lib/format.mjs';

const sorted = (arr) => arr.sort((x, y) => x - y);

export default function generate(rng) {
  const B = 1e6;
  const two = (a, b) => array(a) + array(b);
  return [
    { input: two([], []), note: 'both manifests empty', hidden: false },
    { input: two([], [-1]), note: 'first manifest empty', hidden: false },
    { input: two([0], [0]), note: 'single equal weights' },
    { input: two([-B], [B]), note: 'extreme values' },
    { input: two([7, 8, 9], [1, 2, 3]), note: 'second entirely lighter' },
    { input: two([2, 2, 2, 2], [2, 2]), note: 'all equal' },
    { input: two([1, 3, 5, 7], [2, 4, 6, 8]), note: 'perfect interleaving' },
    { input: two(sorted(rng.array(9, -10, 10)), sorted(rng.array(6, -10, 10))), note: 'small random' },
    {
      input: two(sorted(rng.array(2000, -B, B)), sorted(rng.array(2500, -B, B))),
      note: 'random, full range',
    },
    {
      input: two(sorted(rng.array(10000, -99, 99)), sorted(rng.array(30, -99, 99))),
      note: 'maximum first, tiny second',
    },
    {
      input: two(sorted(rng.array(10000, -999, 999)), sorted(rng.array(10000, -999, 999))),
      note: 'maximum size, many duplicates',
    },
  ];
}
