import { lines } from '../../lib/format.mjs';

const routes = (list) =>
  lines(
    String(list.length),
    list.map((p) => p.join(' ')),
  );

const C = 1e7;

/** A random route with coordinates in [-lim, lim] and A ≠ B, B ≠ C. */
function route(rng, lim) {
  for (;;) {
    const p = Array.from({ length: 6 }, () => rng.int(-lim, lim));
    if ((p[0] !== p[2] || p[1] !== p[3]) && (p[2] !== p[4] || p[3] !== p[5])) return p;
  }
}

/** A collinear route: C = B + t · (B - A) / g for an integer t ≠ 0 that keeps C in range. */
function collinear(rng, lim) {
  for (;;) {
    const p = route(rng, lim);
    const dx = p[2] - p[0];
    const dy = p[3] - p[1];
    const t = rng.int(-3, 3);
    const cx = p[2] + t * dx;
    const cy = p[3] + t * dy;
    if (t !== 0 && Math.abs(cx) <= lim && Math.abs(cy) <= lim) return [p[0], p[1], p[2], p[3], cx, cy];
  }
}

/** Nearly collinear: C one unit off the line through A and B, far away (cross product ±|B - A|). */
function nearMiss(rng) {
  const dx = rng.int(1, 1000);
  const dy = rng.int(1, 1000);
  const k = Math.floor((C - 1) / Math.max(dx, dy)) - 1;
  const off = rng.bool() ? 1 : -1;
  return [-C + 1, -C + 1, -C + 1 + dx, -C + 1 + dy, -C + 1 + k * dx, -C + 1 + k * dy + off];
}

export default function generate(rng) {
  return [
    { input: routes([[0, 0, 1, 0, 1, 1]]), note: 'unit left turn', hidden: false },
    {
      input: routes([
        [0, 0, 1, 0, 0, 0],
        [0, 0, 1, 0, 2, 0],
        [3, 3, 1, 1, -4, -4],
      ]),
      note: 'straight: back to A, onward, and backwards beyond A',
      hidden: false,
    },
    {
      input: routes([
        [-C, -C, C, C, -C, C],
        [-C, -C, C, C, C, -C],
        [C, -C, -C, C, C, -C],
      ]),
      note: 'extreme coordinates (cross product near 8·10^14)',
    },
    {
      input: routes(Array.from({ length: 50 }, () => route(rng, 3))),
      note: 'tiny grid, many collinear cases',
    },
    { input: routes(Array.from({ length: 200 }, () => collinear(rng, C))), note: 'collinear routes' },
    { input: routes(Array.from({ length: 200 }, () => nearMiss(rng))), note: 'one unit off a long line' },
    { input: routes(Array.from({ length: 300 }, () => route(rng, 100))), note: 'small random coordinates' },
    {
      input: routes([
        [0, 0, 0, 5, -1, 100],
        [0, 0, 0, 5, 1, 100],
        [0, 0, 0, -5, -1, -100],
      ]),
      note: 'vertical legs',
    },
    {
      input: routes(Array.from({ length: 3000 }, () => route(rng, C))),
      note: 'maximum q, random',
      large: true,
    },
    {
      input: routes(Array.from({ length: 1000 }, () => (rng.bool() ? collinear(rng, C) : nearMiss(rng)))),
      note: 'mixed collinear and near-miss routes',
      large: true,
    },
  ];
}
