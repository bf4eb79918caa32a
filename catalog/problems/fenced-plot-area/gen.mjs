import { lines } from '../../lib/format.mjs';

const polygon = (pts) =>
  lines(
    String(pts.length),
    pts.map(([x, y]) => `${x} ${y}`),
  );

const C = 10000;

/**
 * A star-shaped simple polygon: points at distinct angles around (cx, cy), sorted by angle.
 * Angles come from integer directions, so the construction is exact and deterministic.
 */
function star(rng, n, rMax, cx = 0, cy = 0) {
  const seen = new Set();
  const pts = [];
  while (pts.length < n) {
    const dx = rng.int(-rMax, rMax);
    const dy = rng.int(-rMax, rMax);
    if (dx === 0 && dy === 0) continue;
    const x = cx + dx;
    const y = cy + dy;
    if (Math.abs(x) > C || Math.abs(y) > C) continue;
    const angle = Math.atan2(dy, dx);
    const key = angle.toFixed(12);
    if (seen.has(key)) continue;
    seen.add(key);
    pts.push([x, y, angle]);
  }
  pts.sort((a, b) => a[2] - b[2]);
  return pts.map(([x, y]) => [x, y]);
}

/** A comb: a long base with n teeth pointing up (deeply non-convex). */
function comb(teeth) {
  const pts = [[-C, -C]];
  const width = Math.floor((2 * C) / (2 * teeth));
  for (let t = 0; t < teeth; t++) {
    const x0 = -C + 2 * t * width;
    pts.push([x0 + width, -C + 1], [x0 + width, C], [x0 + 2 * width, C]);
    if (t < teeth - 1) pts.push([x0 + 2 * width, -C + 1]);
  }
  pts.push([-C + 2 * teeth * width, -C]);
  return pts.reverse(); // clockwise
}

export default function generate(rng) {
  return [
    {
      input: polygon([
        [C, C],
        [-C, C],
        [-C, -C],
        [C, -C],
      ]),
      note: 'the whole coordinate range (largest area)',
      hidden: false,
    },
    {
      input: polygon([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
      ]),
      note: 'collinear corners on the fence',
    },
    {
      input: polygon([
        [-C, -C],
        [C, C - 1],
        [C, C],
      ]),
      note: 'thinnest long triangle (area 1/2)',
    },
    { input: polygon(star(rng, 8, 10)), note: 'small star-shaped plot' },
    { input: polygon(star(rng, 200, 500, 3000, -4000).reverse()), note: 'clockwise star, off-centre' },
    { input: polygon(comb(50)), note: 'comb with 50 teeth, clockwise' },
    { input: polygon(star(rng, 2000, C)), note: '2000 corners' },
    { input: polygon(comb(2499)), note: 'comb with 2499 teeth (9997 corners)', large: true },
    { input: polygon(star(rng, 10000, C)), note: 'maximum n, star-shaped', large: true },
  ];
}
