import { array } from '../../lib/format.mjs';

const sorted = (a) => a.sort((x, y) => x - y);

export default function generate(rng) {
  const B = 1e4;
  const inc = Array.from({ length: 20000 }, (_, i) => i - B);
  return [
    { input: array([]), note: 'empty shelf', hidden: false },
    { input: array([42]), note: 'single book', hidden: false },
    { input: array([-B, -B, B, B]), note: 'extremes, doubled' },
    { input: array([0, 0, 0, 0, 0, 0]), note: 'all equal' },
    { input: array([1, 2, 3, 4, 5]), note: 'already distinct' },
    { input: array([-3, -3, -1, 0, 0, 2, 2, 2]), note: 'negatives and zero' },
    { input: array(sorted(rng.array(30, -5, 5))), note: 'small random, many duplicates' },
    { input: array(sorted(rng.array(2000, -B, B))), note: 'random, 2000 values' },
    { input: array(inc), note: 'maximum n, all distinct' },
    { input: array(sorted(rng.array(20000, -50, 50))), note: 'maximum n, only 101 distinct values' },
    { input: array(sorted(rng.array(20000, -B, B))), note: 'maximum n, full range' },
  ];
}
