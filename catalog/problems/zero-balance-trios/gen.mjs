import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e5;
  return [
    { input: array([]), note: 'empty drawer', hidden: false },
    { input: array([0, 0]), note: 'only two stones', hidden: false },
    { input: array([0, 0, 0]), note: 'three zeros' },
    { input: array([1, -2, 1]), note: 'value used twice' },
    { input: array([1, -2, 2]), note: 'value would be needed twice but occurs once' },
    { input: array([B, -B, 0, B, -B]), note: 'extreme values' },
    { input: array([3, 3, 3, 3]), note: 'all equal, non-zero' },
    { input: array(rng.array(12, -5, 5)), note: 'small random' },
    { input: array(rng.array(300, -50, 50)), note: 'random, many duplicates' },
    { input: array(rng.array(700, -B, B)), note: 'random, full range, few trios' },
    { input: array(rng.array(3000, -1500, 1500)), note: 'maximum n, dense values', large: true },
    { input: array(rng.distinct(3000, -4000, 4000)), note: 'maximum n, distinct values', large: true },
    { input: array(rng.array(3000, -3, 3)), note: 'maximum n, tiny range', large: true },
  ];
}
