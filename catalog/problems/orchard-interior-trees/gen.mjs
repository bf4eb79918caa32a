import { lines } from '../../lib/format.mjs';

const fence = (points) =>
  lines(
    String(points.length),
    points.map(([x, y]) => `${x} ${y}`),
  );

const cross = (ax, ay, bx, by) => ax * by - ay * bx;

/**
 * A random star-shaped polygon around (cx, cy): corners sorted by angle, radii in [rLo, rHi].
 * Corners on the same ray as the previous one are dropped, so the polygon is simple.
 */
function star(rng, n, cx, cy, rLo, rHi) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rng.next() * 2 * Math.PI;
    const r = rng.int(rLo, rHi);
    const x = cx + Math.round(r * Math.cos(a));
    const y = cy + Math.round(r * Math.sin(a));
    if (x !== cx || y !== cy) pts.push([x, y]);
  }
  pts.sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
  const out = [];
  for (const p of pts) {
    const q = out[out.length - 1];
    if (q && cross(q[0] - cx, q[1] - cy, p[0] - cx, p[1] - cy) === 0) continue;
    out.push(p);
  }
  const f = out[0];
  const l = out[out.length - 1];
  if (cross(l[0] - cx, l[1] - cy, f[0] - cx, f[1] - cy) === 0) out.pop();
  return out;
}

/** A comb: k teeth of width w and height h above a base of height b, shifted by (ox, oy). */
function comb(k, w, h, b, ox, oy) {
  const pts = [
    [0, 0],
    [2 * w * k, 0],
    [2 * w * k, b],
  ];
  for (let i = k - 1; i >= 0; i--) {
    const x0 = 2 * w * i;
    pts.push([x0 + w, b], [x0 + w, h], [x0, h]);
    if (i > 0) pts.push([x0, b]);
  }
  return pts.map(([x, y]) => [x + ox, y + oy]);
}

const M = 1000000;

export default function generate(rng) {
  return [
    {
      input: fence([
        [0, 0],
        [1, 0],
        [0, 1],
      ]),
      note: 'smallest triangle, no tree',
      hidden: false,
      kind: 'edge',
    },
    {
      input: fence([
        [0, 0],
        [0, 3],
        [2, 3],
        [2, 1],
        [4, 1],
        [4, 0],
      ]),
      note: 'clockwise corners',
      hidden: false,
      kind: 'edge',
    },
    {
      input: fence([
        [-3, -3],
        [0, -3],
        [3, -3],
        [3, 0],
        [3, 3],
        [-3, 3],
      ]),
      note: 'extra corners in the middle of straight sides',
      kind: 'edge',
    },
    {
      input: fence([
        [0, 0],
        [12, 8],
        [13, 9],
      ]),
      note: 'thin sliver with a long lattice side',
      kind: 'edge',
    },
    { input: fence(comb(3, 2, 6, 2, -7, -4)), note: 'small comb (concave)', kind: 'edge' },
    { input: fence(star(rng, 7, 0, 0, 2, 9)), note: 'small random star' },
    { input: fence(star(rng, 15, 5, -5, 1, 20)), note: 'small random star, spiky' },
    { input: fence(star(rng, 120, -40, 60, 30, 140)), note: 'medium random star' },
    {
      input: fence([
        [-M, -M],
        [M, -M],
        [M, M],
        [-M, M],
      ]),
      note: 'the whole field: largest answer',
      large: true,
      kind: 'edge',
    },
    { input: fence(star(rng, 20000, 0, 0, 10000, M)), note: 'maximum n, huge random star', large: true },
    { input: fence(comb(4000, 250, 2 * M, 777, -M, -M)), note: 'huge comb with 4000 teeth', large: true },
  ];
}
