import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  // Powers of two: a skewed splice tree where each new piece is spliced with the running cable.
  const doubling = Array.from({ length: 14 }, (_, i) => 2 ** i);
  return [
    { input: array([10000]), note: 'single piece of maximum length', hidden: false },
    { input: array([1, 10000]), note: 'two pieces, extremes', hidden: false },
    { input: array(Array(50).fill(1)), note: 'all pieces of length 1' },
    { input: array(rng.shuffle(doubling)), note: 'powers of two: a skewed splice order' },
    { input: array([1, 1, 10000, 10000, 10000, 10000]), note: 'two short, four long' },
    { input: array(rng.array(15, 1, 20)), note: 'small random' },
    { input: array(rng.array(1000, 1, 10000)), note: 'random, 1000 pieces' },
    { input: array(rng.array(3000, 9990, 10000)), note: 'many nearly equal long pieces' },
    {
      input: array(Array(60000).fill(10000)),
      note: 'n = 6·10^4, all of maximum length: a large answer',
      large: true,
    },
    { input: array(rng.array(200000, 1, 99)), note: 'maximum n, short pieces', large: true },
  ];
}
