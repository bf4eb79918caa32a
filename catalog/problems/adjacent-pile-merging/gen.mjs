import { array } from '../../lib/format.mjs';

const M = 1000000;

export default function generate(rng) {
  return [
    { input: array([1, 1]), note: 'two light piles', hidden: false },
    { input: array([M, M]), note: 'two heaviest piles', hidden: false },
    { input: array([1, 2, 3, 4, 5, 6, 7, 8]), note: 'increasing weights' },
    { input: array([9, 1, 9, 1, 9, 1, 9, 1, 9]), note: 'alternating heavy and light piles' },
    { input: array(rng.array(10, 1, 20)), note: 'small random row' },
    { input: array(rng.array(12, 1, M)), note: 'n = 12, full weight range' },
    { input: array([1, M, 1, M, 1, M, 1, M, 1, M, 1, M]), note: 'extremes alternating' },
    { input: array(rng.array(25, 1, 100)), note: 'n = 25: about 10^12 plain recursive calls', large: true },
    { input: array(rng.array(200, 1, M)), note: 'maximum n, random weights', large: true },
    {
      input: array(new Array(200).fill(M)),
      note: 'maximum n, all heaviest: the largest answer',
      large: true,
    },
    {
      input: array(Array.from({ length: 200 }, (_, i) => (i % 7) + 1)),
      note: 'maximum n, periodic small weights',
      large: true,
    },
  ];
}
