import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 20000;
  return [
    { input: array([5]), note: 'single tower', hidden: false },
    { input: array([3, 3, 3]), note: 'equal heights', hidden: false },
    { input: array([1000000, 1]), note: 'extremes' },
    { input: array([5, 4, 3, 2, 1]), note: 'falling: every tower sees' },
    { input: array([2, 9, 2, 9, 2]), note: 'repeated peaks' },
    { input: array(rng.array(15, 1, 10)), note: 'small random' },
    { input: array(rng.array(3000, 1, 1000000)), note: 'random, 3000 towers' },
    { input: array(rng.array(3000, 1, 3)), note: 'random, three heights' },
    { input: array(Array.from({ length: 3000 }, (_, i) => 1000000 - i)), note: 'falling, 3000 towers' },
    {
      input: array(Array.from({ length: N }, (_, i) => N - i + rng.int(0, 2))),
      note: 'maximum size, nearly falling',
      large: true,
    },
  ];
}
