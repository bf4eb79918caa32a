import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 100000;
  // Slowly cooling with small wiggles, then one warm day at the very end.
  const cooling = Array.from({ length: 10000 }, (_, i) => 49 - Math.floor(i / 100) + rng.int(-1, 0));
  cooling.push(50);
  return [
    { input: array([20]), note: 'single day', hidden: false },
    { input: array([-50, 50]), note: 'extremes, warmer next day', hidden: false },
    { input: array([50, -50]), note: 'extremes, colder next day' },
    { input: array([1, 2, 3, 4, 5]), note: 'strictly warming' },
    { input: array([5, 4, 3, 2, 1, 6]), note: 'cooling, then one warm day' },
    { input: array(rng.array(15, -5, 5)), note: 'small random, duplicates' },
    { input: array(rng.array(3000, -50, 50)), note: 'random, 3000 days' },
    { input: array(cooling), note: 'long cooling stretch, warm last day', large: true },
    { input: array(rng.array(10000, -50, 50)), note: 'random, 10^4 days', large: true },
    { input: array(new Array(N).fill(0)), note: 'maximum size, all equal', large: true },
  ];
}
