import { matrix } from '../../lib/format.mjs';

export default function generate(rng) {
  const random = (r, c, lo, hi) => Array.from({ length: r }, () => rng.array(c, lo, hi));
  /** A grid with a planted saddle value: row `i` all ≥ v, column `j` all ≤ v. */
  const planted = (r, c) => {
    const v = rng.int(300, 700);
    const g = random(r, c, 0, 999);
    const i = rng.int(0, r - 1);
    const j = rng.int(0, c - 1);
    for (let k = 0; k < c; k++) g[i][k] = rng.int(v, 999);
    for (let k = 0; k < r; k++) g[k][j] = rng.int(0, v);
    g[i][j] = v;
    return g;
  };
  /** Outer sum grid: rowBase[i] + colBase[j] pattern with ties, many saddle seats. */
  const flat = (r, c) => {
    const g = random(r, c, 0, 999);
    const rows = rng.distinct(Math.min(r, 5), 0, r - 1);
    const cols = rng.distinct(Math.min(c, 5), 0, c - 1);
    for (const i of rows) for (let k = 0; k < c; k++) g[i][k] = Math.max(g[i][k], 500);
    for (const j of cols) for (let k = 0; k < r; k++) g[k][j] = Math.min(g[k][j], 500);
    for (const i of rows) for (const j of cols) g[i][j] = 500;
    return g;
  };
  return [
    { input: matrix([[42]]), note: 'a single seat', hidden: false },
    { input: matrix([[4, 4, 4]]), note: 'one row of equal seats: every seat qualifies', hidden: false },
    { input: matrix([[3], [9], [1]]), note: 'one column: its maximum' },
    { input: matrix(random(3, 3, 7, 7)), note: 'all scores equal: every seat qualifies' },
    {
      input: matrix([
        [0, 999],
        [999, 0],
      ]),
      note: 'no saddle seat, extreme values',
    },
    { input: matrix(random(6, 5, 0, 3)), note: 'small grid with many ties' },
    { input: matrix(planted(30, 40)), note: 'one planted saddle seat' },
    { input: matrix(flat(50, 50)), note: 'a 5 × 5 block of saddle seats with equal values' },
    { input: matrix(random(80, 100, 0, 999)), note: 'random grid, probably no saddle seat' },
    { input: matrix(random(60, 60, 0, 0)), note: 'all zero, 60 × 60: every seat qualifies' },
    { input: matrix(planted(200, 200)), note: 'maximum size, planted saddle seat', large: true },
  ];
}
