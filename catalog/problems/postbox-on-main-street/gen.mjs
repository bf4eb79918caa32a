import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 10 ** 9;
  const N = 20000;
  const half = Array.from({ length: N }, (_, i) => (i % 2 === 0 ? -B : B));
  return [
    { input: array([-17]), note: 'one house', hidden: false },
    { input: array([5, -5]), note: 'two houses: leftmost of a tie', hidden: false },
    { input: array([0, 0, 0, 100]), note: 'the average is not the answer' },
    { input: array([3, 3, 3, 3, 3]), note: 'all houses at one spot' },
    { input: array([-B, B]), note: 'extremes' },
    { input: array([-B, -B, B, B, B]), note: 'extremes, odd count' },
    { input: array(rng.array(10, -20, 20)), note: 'small random, even count' },
    { input: array(rng.array(11, -20, 20)), note: 'small random, odd count' },
    { input: array(rng.array(2001, -1000, 1000)), note: 'random, many duplicates' },
    { input: array(rng.array(5000, -B, B)), note: 'random, wide values' },
    { input: array(rng.shuffle(half)), note: 'maximum size, half at each end: largest total' },
    { input: array(rng.array(N - 1, -B, B)), note: 'maximum size minus one, random' },
  ];
}
