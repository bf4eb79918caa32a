import { lines, row } from '../../lib/format.mjs';

const test = (stations) =>
  lines(
    String(stations.length),
    stations.map((times) => [String(times.length), row(times)]),
  );

export default function generate(rng) {
  const B = 1000000000;
  const sorted = (values) => values.sort((a, b) => a - b);
  /** k stations with m times each (m fixed or [lo, hi]), values in [lo, hi]. */
  const random = (k, mLo, mHi, lo, hi) =>
    Array.from({ length: k }, () => sorted(rng.array(rng.int(mLo, mHi), lo, hi)));
  // Many stations of two times, every first time before every second time: k steps of k scans.
  const twoEach = (k) => Array.from({ length: k }, () => [rng.int(0, 9), rng.int(10, 99)]);
  return [
    { input: test([[-B, B]]), note: 'one station, extremes', hidden: false },
    { input: test([[-B], [B]]), note: 'two single times at the extremes', hidden: false },
    { input: test([[5, 5, 5], [5], [5, 5]]), note: 'all the same time: width 0' },
    {
      input: test([
        [1, 2, 3],
        [10, 11, 12],
        [20, 21, 22],
      ]),
      note: 'stations far apart',
    },
    {
      input: test([
        [0, 10],
        [4, 14],
        [8, 18],
      ]),
      note: 'several windows of the same width: the earliest wins',
    },
    {
      input: test([
        [-7, -3, -3, 2],
        [-5, -5],
        [-9, 0, 1],
      ]),
      note: 'negative times and duplicates',
    },
    { input: test(random(4, 1, 6, -20, 20)), note: 'small random' },
    { input: test(random(50, 20, 60, -1000, 1000)), note: 'random, 50 stations' },
    { input: test(random(300, 1, 40, -B, B)), note: 'random, full range' },
    { input: test(random(2000, 1, 5, 0, 100000)), note: 'many short stations' },
    { input: test(random(5, 4000, 4000, -B, B)), note: 'few long stations, 2·10^4 times' },
    { input: test(twoEach(60000)), note: '6·10^4 stations of two times', large: true },
  ];
}
