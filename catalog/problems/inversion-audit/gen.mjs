import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e9;
  const N = 100000;
  // Non-increasing blocks: 99 repeated 300 times, then 98, ..., then 0.
  const blocks = Array.from({ length: 30000 }, (_, i) => 99 - Math.floor(i / 300));
  return [
    { input: array([7]), note: 'a single entry', hidden: false },
    { input: array([2, 1]), note: 'one swapped pair', hidden: false },
    { input: array([B, -B]), note: 'extreme values' },
    { input: array([3, 3, 3, 3]), note: 'all equal' },
    { input: array([5, 4, 3, 2, 1]), note: 'strictly decreasing, small' },
    { input: array([-1, -2, 0, -3, 2]), note: 'negatives' },
    { input: array(rng.array(16, 0, 5)), note: 'small random with duplicates' },
    { input: array(rng.array(1000, -B, B)), note: 'random, full range' },
    { input: array(rng.permutation(5000)), note: 'random permutation' },
    { input: array(blocks), note: 'non-increasing blocks of equal values', large: true },
    { input: array(rng.array(N, 0, 99)), note: 'maximum n, small values, answer beyond 2^31', large: true },
  ];
}
