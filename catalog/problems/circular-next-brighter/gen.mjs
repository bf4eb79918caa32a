import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const big = new Array(70000).fill(3);
  big[0] = 9;
  return [
    { input: array([4]), note: 'single lantern', hidden: false },
    { input: array([2, 7]), note: 'two lanterns', hidden: false },
    { input: array([0, 10000, 0]), note: 'extremes' },
    { input: array([5, 4, 3, 2, 1]), note: 'falling: everything wraps to the start' },
    { input: array([1, 2, 3, 4, 5]), note: 'rising' },
    { input: array([3, 1, 3, 1, 3]), note: 'ties with the maximum' },
    { input: array(rng.array(20, 0, 5)), note: 'small random' },
    { input: array(rng.array(3000, 0, 10000)), note: 'random, 3000 lanterns' },
    { input: array(new Array(3000).fill(7)), note: '3000 equal lanterns' },
    { input: array(big), note: 'one bright lantern, the rest equal', large: true },
  ];
}
