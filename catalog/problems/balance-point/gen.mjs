import { array } from '../../lib/format.mjs';

/** n random weights, the last (or first) one adjusted so that index p balances. */
function balancedAt(rng, n, p, lo, hi) {
  const a = rng.array(n, lo, hi);
  // Adjust one weight on the right (or left) side so that the two sides are equal.
  let left = 0;
  for (let i = 0; i < p; i++) left += a[i];
  let right = 0;
  for (let i = p + 1; i < n; i++) right += a[i];
  const fix = p + 1 < n ? n - 1 : 0;
  a[fix] += fix === n - 1 ? left - right : right - left;
  return a;
}

export default function generate(rng) {
  const B = 1e4;
  // Balanced: big pivot with values within range; rebuild until the fix stays in range.
  const within = (arr) => arr.every((x) => x >= -B && x <= B);
  const retry = (make) => {
    for (;;) {
      const a = make();
      if (within(a)) return a;
    }
  };
  const zigzag = Array.from({ length: 20000 }, (_, i) => (i % 2 === 0 ? B : -B));
  return [
    { input: array([5]), note: 'single weight: both sides empty', hidden: false },
    { input: array([-B]), note: 'single negative weight' },
    { input: array([0, 0, 0]), note: 'all zeros: index 0 already balances' },
    { input: array([4, 4]), note: 'two equal weights, no balance' },
    { input: array([1, 7, 3, 6, 5, 6]), note: 'balance in the middle' },
    { input: array([-1, -1, -1, 0, 1, 1, 0]), note: 'negatives, balance near the start' },
    { input: array([2, -2, 9]), note: 'balance at the last index' },
    { input: array(rng.array(10, -3, 3)), note: 'small random' },
    {
      input: array(retry(() => balancedAt(rng, 500, 123, -50, 50))),
      note: 'random with a planted balance point',
    },
    { input: array(rng.array(5000, 1, B)), note: 'all positive, no balance' },
    { input: array(zigzag), note: 'maximum size, alternating extremes' },
    {
      input: array(retry(() => balancedAt(rng, 20000, 15000, -100, 100))),
      note: 'maximum size, planted late balance',
    },
    { input: array(rng.array(20000, -B, B)), note: 'maximum size, full range random' },
  ];
}
