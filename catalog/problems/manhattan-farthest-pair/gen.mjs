import { lines } from '../../lib/format.mjs';

const kiosks = (points) =>
  lines(
    String(points.length),
    points.map(([x, y]) => `${x} ${y}`),
  );

/** n random points with both coordinates in [lo, hi]. */
function points(rng, n, lo, hi) {
  return Array.from({ length: n }, () => [rng.int(lo, hi), rng.int(lo, hi)]);
}

/** Points near a diamond |x| + |y| = r: many pairs are almost tied for the farthest. */
function diamond(rng, n, r) {
  return Array.from({ length: n }, () => {
    const x = rng.int(-r, r);
    const rest = r - Math.abs(x) - rng.int(0, 3);
    const y = Math.max(0, rest) * (rng.bool() ? 1 : -1);
    return [x, y];
  });
}

export default function generate(rng) {
  const L = 10000;
  return [
    {
      input: kiosks([
        [-L, -L],
        [L, L],
      ]),
      note: 'two opposite corners: the largest possible answer',
      hidden: false,
      kind: 'edge',
    },
    {
      input: kiosks([
        [-L, L],
        [0, 0],
        [L, -L],
      ]),
      note: 'anti-diagonal: the answer comes from x - y',
      hidden: false,
      kind: 'edge',
    },
    {
      input: kiosks([
        [5, -3],
        [5, 9],
        [5, 0],
      ]),
      note: 'all on one vertical street',
      kind: 'edge',
    },
    {
      input: kiosks([
        [-4, -4],
        [-4, -4],
        [-9, -1],
      ]),
      note: 'negative coordinates, duplicates',
      kind: 'edge',
    },
    { input: kiosks(points(rng, 8, -20, 20)), note: 'small random' },
    { input: kiosks(diamond(rng, 40, 50)), note: 'small diamond, near ties' },
    { input: kiosks(points(rng, 2000, -L, L)), note: 'random, full range' },
    { input: kiosks(diamond(rng, 3000, 9000)), note: 'diamond, many near ties' },
    { input: kiosks(points(rng, 70000, -999, 9999)), note: 'maximum n', large: true },
    { input: kiosks(diamond(rng, 15000, 9999)), note: 'bigger diamond, full range' },
  ];
}
