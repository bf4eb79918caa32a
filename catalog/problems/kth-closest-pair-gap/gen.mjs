import { lines, row } from '../../lib/format.mjs';

const t = (p, k) => lines(`${p.length} ${k}`, row(p));
const pairs = (n) => (n * (n - 1)) / 2;

export default function generate(rng) {
  const W = 1e6;
  const a = rng.array(2000, 0, W);
  const big = rng.array(50000, 0, W);
  const small = rng.array(50000, 0, 99);
  const small2 = rng.array(20000, 0, 99);
  return [
    { input: t([0, W], 1), note: 'two stations, extremes', hidden: false },
    { input: t([4, 4], 1), note: 'two stations, same position' },
    { input: t([1, 2, 3, 4, 5], pairs(5)), note: 'k = all pairs: the largest gap' },
    { input: t([1, 2, 3, 4, 5], 1), note: 'k = 1: the smallest gap' },
    { input: t([9, 1, 9, 1, 9], 5), note: 'duplicates, unsorted' },
    { input: t(rng.array(10, 0, 30), rng.int(1, pairs(10))), note: 'small random' },
    { input: t(rng.array(300, 0, W), rng.int(1, pairs(300))), note: 'random, 300 stations' },
    { input: t(a, rng.int(1, pairs(2000))), note: 'random, 2000 stations' },
    { input: t(a, pairs(2000)), note: '2000 stations, the largest gap' },
    { input: t(big, rng.int(1, pairs(50000))), note: 'maximum n, full range, random k', large: true },
    { input: t(small2, rng.int(1, pairs(20000))), note: '20000 stations below 100, random k', large: true },
    { input: t(small, pairs(50000) - 7), note: 'maximum n, positions below 100, k above 2^31', large: true },
  ];
}
