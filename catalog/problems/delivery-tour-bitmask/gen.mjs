import { matrix } from '../../lib/format.mjs';

/** A random n×n time matrix with zero diagonal; symmetric when sym is true. */
function times(rng, n, lo = 1, hi = 10000, sym = false) {
  const d = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      if (sym && j < i) d[i][j] = d[j][i];
      else d[i][j] = rng.int(lo, hi);
    }
  }
  return d;
}

/** Shops at distinct points of a road: d = distance along the road (the best tour is out and back). */
function onALine(rng, n) {
  const x = rng.distinct(n, 0, 5000);
  return x.map((a, i) => x.map((b, j) => (i === j ? 0 : Math.abs(a - b))));
}

/** A hidden cheap cycle 0 → p1 → … → 0 of cost 1 per leg; every other leg is expensive. */
function hiddenCycle(rng, n) {
  const d = times(rng, n, 500, 10000);
  const order = [0, ...rng.shuffle(Array.from({ length: n - 1 }, (_, i) => i + 1))];
  for (let k = 0; k < n; k++) d[order[k]][order[(k + 1) % n]] = 1;
  return d;
}

export default function generate(rng) {
  return [
    {
      input: matrix([
        [0, 10000],
        [1, 0],
      ]),
      note: 'two locations, asymmetric',
      hidden: false,
      kind: 'edge',
    },
    { input: matrix(times(rng, 3, 10000, 10000)), note: 'all times maximal', kind: 'edge' },
    { input: matrix(times(rng, 5, 1, 1)), note: 'all times 1' },
    { input: matrix(times(rng, 6, 1, 20, true)), note: 'small symmetric' },
    { input: matrix(onALine(rng, 9)), note: 'shops on a line' },
    { input: matrix(hiddenCycle(rng, 8)), note: 'a hidden cheap cycle, 8 locations' },
    { input: matrix(times(rng, 9)), note: 'random, 9 locations' },
    { input: matrix(times(rng, 15)), note: 'maximum n, random', large: true },
    { input: matrix(times(rng, 15, 1, 10000, true)), note: 'maximum n, symmetric', large: true },
    { input: matrix(hiddenCycle(rng, 15)), note: 'maximum n, hidden cheap cycle', large: true },
    { input: matrix(times(rng, 14, 9990, 10000)), note: 'nearly equal times', large: true },
    { input: matrix(times(rng, 13, 1, 3)), note: 'tiny times, many ties', large: true },
  ];
}
