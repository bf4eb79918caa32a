import { lines, row } from '../../lib/format.mjs';

const M = 1e6;
const test = (prices, budget) => lines(`${prices.length} ${budget}`, row(prices));

/** Random prices with a planted pair ending at position j (other values avoid earlier matches only by chance). */
function planted(rng, n, lo, hi, j) {
  const p = rng.array(n, lo, hi);
  const i = rng.int(0, j - 1);
  return test(p, p[i] + p[j]);
}

export default function generate(rng) {
  // All odd prices with an odd budget: no pair can exist (odd + odd is even).
  const odd = rng.array(20000, -M / 2, M / 2 - 1).map((x) => 2 * x + 1);
  return [
    { input: test([5, 5], 10), note: 'n = 2, equal halves', hidden: false },
    { input: test([5, 6], 10), note: 'n = 2, no pair' },
    { input: test([5, 1, 2], 10), note: 'half the budget appears once: no pair' },
    { input: test([-3, 8, -1, 4], 5), note: 'vouchers (negative prices)' },
    { input: test([-M, M, 0, 0], 0), note: 'extreme prices' },
    { input: test([M, M], 2 * M), note: 'maximum budget' },
    { input: test([-M, -M, 3], -2 * M), note: 'minimum budget' },
    { input: test(new Array(1000).fill(7), 14), note: 'all equal' },
    { input: planted(rng, 200, -50, 50, 150), note: 'many duplicates' },
    { input: test(odd, 1), note: 'maximum n, no pair' },
    { input: planted(rng, 20000, -M, M, 19999), note: 'maximum n, pair at the end' },
    { input: planted(rng, 20000, 0, M, 12000), note: 'maximum n, random' },
  ];
}
