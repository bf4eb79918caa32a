import { lines } from '../../lib/format.mjs';

const C = 10000;
const pointsBlock = (pts) => [String(pts.length), pts.map(([x, y]) => `${x} ${y}`)];
const input = (fence, sheep) => lines(pointsBlock(fence), pointsBlock(sheep));

/** A star-shaped simple polygon: corners at distinct directions around (cx, cy), sorted by angle. */
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
    const key = Math.atan2(dy, dx).toFixed(12);
    if (seen.has(key)) continue;
    seen.add(key);
    pts.push([x, y, Math.atan2(dy, dx)]);
  }
  pts.sort((a, b) => a[2] - b[2]);
  return pts.map(([x, y]) => [x, y]);
}

/** A zigzag comb: teeth of varying heights on a flat base, many corners on shared y lines. */
function comb(rng, teeth, width) {
  const pts = [[0, 0]];
  for (let t = 0; t < teeth; t++) {
    const h = rng.int(2, 12) * 2;
    pts.push([t * width * 2, h], [t * width * 2 + width, rng.int(1, h / 2 - 1) * 2]);
  }
  pts.push([teeth * width * 2, 10], [teeth * width * 2, 0]);
  return pts;
}

/** Query points: random ones, corners, midpoints, and points on the horizontal line of a corner. */
function sheepFor(rng, fence, count) {
  const xs = fence.map((p) => p[0]);
  const ys = fence.map((p) => p[1]);
  const lo = [Math.min(...xs) - 2, Math.min(...ys) - 2];
  const hi = [Math.max(...xs) + 2, Math.max(...ys) + 2];
  const out = [];
  while (out.length < count) {
    const kind = rng.int(0, 3);
    const i = rng.int(0, fence.length - 1);
    const [x, y] = fence[i];
    if (kind === 0) out.push([rng.int(lo[0], hi[0]), rng.int(lo[1], hi[1])]);
    else if (kind === 1) {
      const [x2, y2] = fence[(i + 1) % fence.length];
      if ((x + x2) % 2 === 0 && (y + y2) % 2 === 0) out.push([(x + x2) / 2, (y + y2) / 2]);
      else out.push([x, y]);
    } else out.push([rng.int(lo[0], x), y]); // the ray to the right passes through this corner
  }
  return out.map(([a, b]) => [Math.max(-C, Math.min(C, a)), Math.max(-C, Math.min(C, b))]);
}

export default function generate(rng) {
  const square = [
    [-C, -C],
    [C, -C],
    [C, C],
    [-C, C],
  ];
  const diamond = [
    [0, -4],
    [4, 0],
    [0, 4],
    [-4, 0],
  ];
  const small = star(rng, 12, 20);
  const mid = star(rng, 200, 3000, 1000, -500);
  const big = star(rng, 500, C);
  const combSmall = comb(rng, 6, 3);
  const combBig = comb(rng, 249, 8);
  return [
    {
      input: input(square, [
        [C, C],
        [0, 0],
        [-C, 5],
        [C + 0, -C],
      ]),
      note: 'largest square: corners, centre, sides',
      hidden: false,
    },
    {
      input: input(diamond, [
        [-10, 0],
        [-5, 0],
        [0, -5],
        [2, 2],
        [1, 2],
        [0, 0],
      ]),
      note: 'rays through the diamond tips',
      hidden: false,
    },
    {
      input: input(
        [
          [0, 0],
          [2, 0],
          [1, 1],
        ],
        [
          [1, 0],
          [1, 1],
          [0, 1],
          [5, 5],
        ],
      ),
      note: 'smallest triangle',
    },
    { input: input(small, sheepFor(rng, small, 40)), note: 'small star' },
    { input: input(combSmall, sheepFor(rng, combSmall, 60)), note: 'small comb with touching corners' },
    { input: input([...small].reverse(), sheepFor(rng, small, 40)), note: 'small star, clockwise' },
    { input: input(mid, sheepFor(rng, mid, 500)), note: '200 corners' },
    { input: input(combBig, sheepFor(rng, combBig, 1000)), note: 'comb with 501 corners', large: true },
    { input: input(big, sheepFor(rng, big, 1000)), note: 'maximum n and q, star', large: true },
    {
      input: input(
        big,
        Array.from({ length: 1000 }, () => [rng.int(-C, C), rng.int(-C, C)]),
      ),
      note: 'maximum n and q, random points',
      large: true,
    },
  ];
}
