import { array, lines } from '../../lib/format.mjs';

function shelf(codes, queries) {
  return lines(array(codes).trimEnd(), String(queries.length), queries);
}

/** n distinct sorted codes from [lo, hi], rotated by r (random when omitted). */
function rotated(rng, n, lo, hi, r = rng.int(0, n - 1)) {
  const sorted = rng.distinct(n, lo, hi).sort((a, b) => a - b);
  return sorted.slice(r).concat(sorted.slice(0, r));
}

/** Every code on the shelf (shuffled) plus some random codes. */
function queriesFor(rng, codes, extra, lo, hi) {
  return rng.shuffle(codes.slice().concat(rng.array(extra, lo, hi)));
}

/** The careless search (strict '<' in the half test); used to pick rotations that expose it. */
function carelessFinds(codes, x) {
  let lo = 0;
  let hi = codes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (codes[mid] === x) return true;
    if (codes[lo] < codes[mid]) {
      if (codes[lo] <= x && x < codes[mid]) hi = mid - 1;
      else lo = mid + 1;
    } else if (codes[mid] < x && x <= codes[hi]) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** A rotated shelf on which the careless search misses the smallest code. */
function trickyShelf(rng, n, lo, hi) {
  const sorted = rng.distinct(n, lo, hi).sort((a, b) => a - b);
  for (;;) {
    const r = rng.int(1, n - 1);
    const codes = sorted.slice(r).concat(sorted.slice(0, r));
    if (!carelessFinds(codes, sorted[0])) return codes;
  }
}

export default function generate(rng) {
  const B = 1e5;
  const N = 20000;
  const big = trickyShelf(rng, N, -B, B);
  const tiny = rotated(rng, 20, -30, 30);
  const mid = trickyShelf(rng, 1000, -B, B);
  const one = rotated(rng, 5000, -B, B, 1);
  return [
    { input: shelf([5], [5, 4, 6]), note: 'single code', hidden: false },
    { input: shelf([3, 9], [3, 9, 5]), note: 'two codes, not rotated' },
    { input: shelf([-B, B].reverse(), [B, -B, 0]), note: 'two codes rotated, extremes' },
    { input: shelf([1, 2, 3, 4, 5, 6], [1, 6, 0, 7, 4]), note: 'rotation by zero' },
    { input: shelf([6, 1, 2, 3, 4, 5], [1, 6, 5, 0]), note: 'largest code first' },
    { input: shelf([2, 3, 4, 5, 6, 1], [1, 2, 6, 7]), note: 'smallest code last' },
    { input: shelf(tiny, queriesFor(rng, tiny, 20, -35, 35)), note: 'small random' },
    { input: shelf(mid, queriesFor(rng, mid, 500, -B, B)), note: 'random, 1000 codes', large: true },
    {
      input: shelf(big, queriesFor(rng, big, 0, -B, B)),
      note: 'maximum size, every code asked',
      large: true,
    },
    {
      input: shelf(one, queriesFor(rng, one.slice(0, 10000), 10000, -B, B)),
      note: 'maximum size, rotated by one',
      large: true,
    },
  ];
}
