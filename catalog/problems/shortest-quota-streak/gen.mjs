import { lines, row } from '../../lib/format.mjs';

const test = (gains, quota) => lines(`${gains.length} ${quota}`, row(gains));

export default function generate(rng) {
  const N = 200000;
  return [
    { input: test([5], 5), note: 'single day equal to the quota', hidden: false },
    { input: test([-3, -1, -7], 1), note: 'all losses: no streak', hidden: false },
    { input: test([1, 1, 1, 1, 1], 5), note: 'the whole range is needed' },
    { input: test([10000, -10000, 10000], 10000), note: 'extreme values' },
    { input: test([1, -10, 8, -1, 3], 9), note: 'skipping a big loss' },
    { input: test([2, -1, 2, -1, 2], 1000000000), note: 'maximum quota, unreachable' },
    { input: test(rng.array(20, -5, 6), 8), note: 'small random' },
    { input: test(rng.array(3000, -100, 110), 2000), note: 'random, 3000 days' },
    { input: test(rng.array(3000, -10000, 10000), 15000), note: 'random, wide values' },
    {
      // A driftless walk, then 300 strong days: every start's sum reaches the quota only inside
      // the last block, so scanning forward from each start is quadratic (the shortest streak is
      // 250 of the strong days).
      input: test([...rng.array(N - 300, -8, 8), ...Array(300).fill(100)], 25000),
      note: 'maximum size, the quota reachable only at the very end',
      large: true,
    },
  ];
}
