import { array, lines } from '../../lib/format.mjs';

function shelf(codes, queries) {
  return lines(array(codes).trimEnd(), String(queries.length), queries);
}

function sortedCodes(rng, n, lo, hi) {
  return rng.distinct(n, lo, hi).sort((a, b) => a - b);
}

/** Queries mixing codes on the shelf, their neighbours and random values. */
function mixedQueries(rng, codes, q, lo, hi) {
  const out = [];
  for (let i = 0; i < q; i++) {
    const r = rng.int(0, 2);
    if (codes.length && r === 0) out.push(rng.pick(codes));
    else if (codes.length && r === 1)
      out.push(Math.max(lo, Math.min(hi, rng.pick(codes) + rng.pick([-1, 1]))));
    else out.push(rng.int(lo, hi));
  }
  return out;
}

export default function generate(rng) {
  const B = 1e6;
  const big = sortedCodes(rng, 10000, -B, B);
  return [
    { input: shelf([4], [3, 4, 5]), note: 'single book', hidden: false },
    { input: shelf([-B, B], [-B, B, 0, -B + 1, B - 1]), note: 'extreme codes' },
    { input: shelf([1, 2, 3, 4, 5], [0, 1, 3, 5, 6]), note: 'consecutive codes' },
    { input: shelf([], [-B, B]), note: 'empty shelf, extreme queries' },
    { input: shelf([10, 20, 30], [-B, B]), note: 'before everything and after everything' },
    { input: shelf(sortedCodes(rng, 12, -30, 30), mixedQueries(rng, [], 20, -35, 35)), note: 'small random' },
    (() => {
      const c = sortedCodes(rng, 300, -1000, 1000);
      return { input: shelf(c, mixedQueries(rng, c, 300, -1000, 1000)), note: 'random, 300 books' };
    })(),
    {
      input: shelf(
        big,
        big.filter((_, i) => i % 3 === 0),
      ),
      note: 'maximum shelf, codes on the shelf',
    },
    { input: shelf(big, mixedQueries(rng, big, 10000, -B, B)), note: 'maximum sizes, mixed queries' },
    {
      input: shelf(
        Array.from({ length: 10000 }, (_, i) => 2 * i),
        Array.from({ length: 10000 }, (_, i) => 2 * i + 1),
      ),
      note: 'maximum sizes, every query falls into a gap',
    },
  ];
}
