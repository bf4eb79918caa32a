import { lines } from '../../lib/format.mjs';

const posts = (points) =>
  lines(
    String(points.length),
    points.map(([x, y]) => `${x} ${y}`),
  );

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));

/**
 * Corners of a strictly convex polygon: `count` random primitive directions (a, b) with
 * |a|, |b| <= k from the upper half plane, plus their opposites, sorted by angle and added up.
 */
function convexPolygon(rng, k, count) {
  const dirs = [];
  for (let a = -k; a <= k; a++) {
    for (let b = 0; b <= k; b++) {
      if ((b > 0 || a > 0) && gcd(Math.abs(a), b) === 1) dirs.push([a, b]);
    }
  }
  const chosen = rng.shuffle(dirs).slice(0, count);
  const all = [...chosen, ...chosen.map(([a, b]) => [-a, -b])];
  all.sort((p, q) => Math.atan2(p[1], p[0]) - Math.atan2(q[1], q[0]));
  const pts = [];
  let x = 0;
  let y = 0;
  for (const [a, b] of all) {
    pts.push([x, y]);
    x += a;
    y += b;
  }
  // Centre the polygon on the origin.
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const cx = Math.floor((Math.min(...xs) + Math.max(...xs)) / 2);
  const cy = Math.floor((Math.min(...ys) + Math.max(...ys)) / 2);
  return pts.map(([px, py]) => [px - cx, py - cy]);
}

/** n random points in the disc of radius r around (cx, cy). */
function disc(rng, n, r, cx = 0, cy = 0) {
  const out = [];
  while (out.length < n) {
    const x = rng.int(-r, r);
    const y = rng.int(-r, r);
    if (x * x + y * y <= r * r) out.push([cx + x, cy + y]);
  }
  return out;
}

/** Points on the border of the square [-s, s]^2 (many collinear) plus some inside. */
function squareBorder(rng, n, s) {
  return Array.from({ length: n }, () => {
    const t = rng.int(-s, s);
    const side = rng.int(0, 4);
    if (side === 0) return [t, -s];
    if (side === 1) return [s, t];
    if (side === 2) return [t, s];
    if (side === 3) return [-s, t];
    return [rng.int(-s + 1, s - 1), rng.int(-s + 1, s - 1)];
  });
}

const M = 1000000;

export default function generate(rng) {
  const small = convexPolygon(rng, 4, 6);
  const mid = convexPolygon(rng, 12, 40);
  return [
    { input: posts([[5, -7]]), note: 'a single post', hidden: false, kind: 'edge' },
    {
      input: posts([
        [3, 3],
        [3, 3],
        [3, 3],
      ]),
      note: 'all posts in one place',
      kind: 'edge',
    },
    {
      input: posts([
        [4, 0],
        [-2, 0],
        [1, 0],
        [7, 0],
      ]),
      note: 'all on a horizontal line',
      hidden: false,
      kind: 'edge',
    },
    {
      input: posts([
        [M, M],
        [-M, -M],
        [0, 0],
        [5, 5],
      ]),
      note: 'all on a diagonal, extreme coordinates',
      kind: 'edge',
    },
    {
      input: posts([
        [-M, -M],
        [M, -M],
        [M, M],
        [-M, M],
        [0, 0],
        [0, M],
        [-M, 7],
      ]),
      note: 'largest square, posts on its sides',
      kind: 'edge',
    },
    {
      input: posts([
        [0, 0],
        [0, 0],
        [6, 0],
        [6, 0],
        [0, 6],
        [2, 2],
        [3, 3],
      ]),
      note: 'duplicated corners, a post on the long side',
      kind: 'edge',
    },
    {
      input: posts(rng.shuffle([...small, ...disc(rng, 5, 2)])),
      note: 'small convex polygon with posts inside',
    },
    { input: posts(disc(rng, 12, 10)), note: 'small random' },
    { input: posts(squareBorder(rng, 40, 6)), note: 'small square border, many collinear posts' },
    { input: posts(disc(rng, 300, 1000, -500, 300)), note: 'random disc' },
    { input: posts(rng.shuffle([...mid, ...disc(rng, 200, 50)])), note: 'convex polygon of 80 corners' },
    { input: posts(disc(rng, 20000, M)), note: 'maximum-size disc', large: true },
    {
      input: posts(rng.shuffle(convexPolygon(rng, 80, 7800))),
      note: 'every post a corner (15 600)',
      large: true,
    },
    { input: posts(squareBorder(rng, 15000, M)), note: 'large square border, collinear posts', large: true },
  ];
}
