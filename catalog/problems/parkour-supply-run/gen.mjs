import { lines, row } from '../../lib/format.mjs';

const test = (heights, bricks, ladders) => lines(`${heights.length} ${bricks} ${ladders}`, row(heights));

/** Bricks needed to cross every roof when the ladders go on the tallest climbs. */
function bricksForAll(heights, ladders) {
  const climbs = [];
  for (let i = 0; i + 1 < heights.length; i++) {
    if (heights[i + 1] > heights[i]) climbs.push(heights[i + 1] - heights[i]);
  }
  climbs.sort((a, b) => b - a);
  return climbs.slice(ladders).reduce((s, d) => s + d, 0);
}

export default function generate(rng) {
  const rising = Array.from({ length: 8 }, (_, i) => 1 + i * 3);
  const zigzag = (n, lo, hi) =>
    Array.from({ length: n }, (_, i) => (i % 2 === 0 ? rng.int(1, lo) : rng.int(lo + 1, hi)));
  const staircase = Array.from({ length: 30000 }, (_, i) => 1 + i * 9 + rng.int(0, 8));
  const bigZig = zigzag(100000, 40, 99);
  const midZig = zigzag(3000, 1000, 1000000);
  return [
    { input: test([5, 1000000], 0, 0), note: 'one climb, nothing to climb with', hidden: false },
    { input: test([9, 7, 7, 3, 1], 0, 0), note: 'only drops and flat steps: free', hidden: false },
    { input: test([1, 1000000], 999999, 0), note: 'bricks exactly enough for a huge climb' },
    { input: test([1, 1000000], 999998, 0), note: 'one brick short' },
    { input: test(rising, 0, 7), note: 'a ladder for every climb' },
    { input: test(rising, 1000000000, 0), note: 'bricks only, plenty' },
    { input: test(Array(20).fill(6), 0, 0), note: 'all roofs the same height' },
    { input: test(zigzag(30, 10, 40), 60, 3), note: 'small random zigzag' },
    {
      input: test(midZig, Math.floor(bricksForAll(midZig, 50) * 0.6), 50),
      note: 'random zigzag, tall climbs',
    },
    {
      input: test(staircase, bricksForAll(staircase, 1000) - 5, 1000),
      note: 'n = 3·10^4, every step a climb, stranded just before the end',
      large: true,
    },
    {
      input: test(bigZig, bricksForAll(bigZig, 20000) - 1, 20000),
      note: 'maximum n, zigzag of 5·10^4 climbs, stranded near the end',
      large: true,
    },
  ];
}
