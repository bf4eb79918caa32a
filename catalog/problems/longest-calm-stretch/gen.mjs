import { lines } from '../../lib/format.mjs';

const test = (a, k) => lines(`${a.length} ${k}`, a.join(' '));

/** Runs of equal readings: blocks of random length, each with a value from [0, values). */
function blocks(rng, n, values, maxRun) {
  const a = [];
  while (a.length < n) {
    const v = rng.int(0, values - 1);
    const len = Math.min(n - a.length, rng.int(1, maxRun));
    for (let i = 0; i < len; i++) a.push(v);
  }
  return a;
}

export default function generate(rng) {
  const N = 50000;
  const M = 1e6;
  return [
    { input: test([5], 1), note: 'a single reading', hidden: false, kind: 'edge' },
    { input: test([0, M, 0, M], 1), note: 'alternating extremes, k = 1', kind: 'edge' },
    { input: test([3, 3, 3, 3, 3], 2), note: 'all equal, k larger than needed', kind: 'edge' },
    { input: test([1, 2, 3, 4, 5, 6], 6), note: 'all distinct, k = n' },
    { input: test([1, 1, 2, 3, 3, 3, 2, 1, 1], 2), note: 'best stretch in the middle' },
    { input: test(rng.array(15, 0, 4), 2), note: 'small random' },
    { input: test(rng.array(1000, 0, 20), 5), note: 'random, 1000 readings' },
    { input: test(blocks(rng, 3000, 50, 40), 3), note: 'runs of equal readings' },
    { input: test(rng.array(N, 0, 99), 100), note: 'maximum n, k covers every value', large: true },
    { input: test(rng.array(20000, 0, 999), 990), note: 'k just below the value count', large: true },
    { input: test(blocks(rng, N, 2000, 30), 1), note: 'maximum n, k = 1, runs', large: true },
    { input: test(rng.array(15000, 0, M), 7000), note: 'wide values, k near n / 2', large: true },
  ];
}
