import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 20000;
  const M = 1e6;
  return [
    { input: array([M]), note: 'a single score', hidden: false, kind: 'edge' },
    { input: array([-M, M]), note: 'two extreme scores', kind: 'edge' },
    { input: array([5, 4, 3, 2, 1, 0]), note: 'decreasing scores' },
    { input: array([1, 2, 3, 4, 5, 6]), note: 'increasing scores' },
    { input: array([2, 8, 2, 8, 2, 8, 2]), note: 'alternating duplicates' },
    { input: array(rng.array(15, -10, 10)), note: 'small random with negatives' },
    { input: array(rng.array(1000, -M, M)), note: 'random, full value range' },
    { input: array(rng.array(N, 0, 9999)), note: 'maximum n, random', large: true },
    {
      input: array(rng.array(N, 0, 9)),
      note: 'maximum n, only ten distinct scores',
      large: true,
    },
    {
      input: array(Array.from({ length: 10000 }, (_, i) => 10000 - i)),
      note: 'long decreasing run',
      large: true,
    },
  ];
}
