import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 30000;
  return [
    { input: array([]), note: 'no flags', hidden: false },
    { input: array([2]), note: 'single flag', hidden: false },
    { input: array([2, 0]), note: 'two flags, swapped' },
    { input: array([2, 2, 1, 1, 0, 0]), note: 'reverse order' },
    { input: array([0, 1, 2, 0, 1, 2]), note: 'interleaved' },
    { input: array(rng.array(15, 0, 2)), note: 'small random' },
    { input: array(rng.array(500, 1, 2)), note: 'no red flags' },
    { input: array(rng.array(2000, 0, 2)), note: 'random, 2000 flags' },
    { input: array(new Array(N).fill(2)), note: 'maximum size, all blue' },
    {
      input: array(Array.from({ length: N }, (_, i) => 2 - Math.floor((3 * i) / N))),
      note: 'maximum size, reverse order',
    },
    { input: array(rng.array(N, 0, 2)), note: 'maximum size, random' },
  ];
}
