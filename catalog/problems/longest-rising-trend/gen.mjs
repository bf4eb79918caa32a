import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e9;
  // A noisy upward drift: long trends exist but must be found among fluctuations.
  const drift = Array.from({ length: 5000 }, (_, i) => i * 3 + rng.int(-40, 40));
  return [
    { input: array([42]), note: 'single day', hidden: false },
    { input: array([3, 1]), note: 'two days, falling', hidden: false },
    { input: array([-B, B]), note: 'extreme values, rising' },
    { input: array([1, 2, 2, 3]), note: 'a repeated price does not count' },
    { input: array([9, 8, 7, 6, 5]), note: 'strictly falling' },
    { input: array([1, 5, 2, 6, 3, 7, 4, 8]), note: 'two interleaved trends' },
    { input: array(rng.array(12, -5, 5)), note: 'small random with negatives' },
    { input: array(rng.array(1000, -B, B)), note: 'random, full range' },
    { input: array(drift), note: 'noisy upward drift' },
    {
      input: array(Array.from({ length: 5000 }, (_, i) => i - 2500)),
      note: 'strictly increasing, 5000 days',
    },
    { input: array(rng.array(100000, 0, 999)), note: 'maximum n, small values', large: true },
  ];
}
