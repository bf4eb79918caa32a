import { lines, row } from '../../lib/format.mjs';

const test = (readings, limit) => lines(`${readings.length} ${limit}`, row(readings));

export default function generate(rng) {
  const B = 1000000000;
  /** Readings 4 or 5 with spikes of 0 and 9 alternating every `gap` samples: windows of ~2·gap. */
  const spiky = (n, gap) =>
    Array.from({ length: n }, (_, i) => {
      if (i % gap === gap - 1) return (i / gap) % 2 < 1 ? 0 : 9;
      return rng.int(4, 5);
    });
  let walk = 500000000;
  const randomWalk = Array.from({ length: 5000 }, () => {
    walk += rng.int(-1000, 1000);
    return walk;
  });
  return [
    { input: test([7], 0), note: 'a single reading', hidden: false },
    { input: test([0, B, 0, B], B - 1), note: 'extremes, limit just too small', hidden: false },
    { input: test([0, B, 0, B], B), note: 'extremes, limit exactly the spread' },
    { input: test(Array(30).fill(123456789), 0), note: 'all equal, limit 0' },
    { input: test([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3), note: 'strictly rising' },
    { input: test([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 0), note: 'strictly falling, limit 0' },
    { input: test(rng.array(25, 0, 9), 3), note: 'small random' },
    { input: test(randomWalk, 20000), note: 'random walk near 5·10^8' },
    { input: test(rng.array(5000, 0, B), 300000000), note: 'random, full range' },
    { input: test(spiky(200000, 25000), 5), note: 'maximum n, steady stretches of ~5·10^4', large: true },
    { input: test(spiky(100000, 100001), 5), note: 'n = 10^5, the whole signal is steady', large: true },
  ];
}
