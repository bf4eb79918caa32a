import { lines, row } from '../../lib/format.mjs';

const t = (readings, k) => lines(`${readings.length} ${k}`, row(readings));

export default function generate(rng) {
  const M = 1e5;
  const inc = Array.from({ length: 20000 }, (_, i) => i * 5);
  return [
    { input: t([0], 1), note: 'a single reading', hidden: false },
    { input: t([7, 7, 7, 7], 2), note: 'all equal' },
    { input: t([1, 2, 3, 4, 5], 5), note: 'k = n: only the last answer is known' },
    { input: t([M, 0, M, 0], 2), note: 'extremes' },
    { input: t([9, 8, 7, 6, 5, 4], 3), note: 'decreasing: the answer never changes' },
    { input: t(rng.array(15, 0, 10), 4), note: 'small random with duplicates' },
    { input: t(rng.array(1000, 0, M), 10), note: 'random, k = 10' },
    { input: t(rng.array(1000, 0, 50), 500), note: 'many duplicates, middle k' },
    { input: t(inc, 1000), note: 'maximum n, increasing: every reading enters the heap', large: true },
    { input: t(rng.array(20000, 0, M), 5000), note: 'maximum n, random, k = 5000', large: true },
  ];
}
