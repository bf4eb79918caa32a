import { matrix } from '../../lib/format.mjs';

function randomGrid(rng, n) {
  const p = rng.permutation(n * n);
  return Array.from({ length: n }, (_, i) => p.slice(i * n, (i + 1) * n));
}

/**
 * A winding corridor (rows joined at alternating ends) whose heights rise along the corridor;
 * the wall squares get the highest heights, so the swimmer must follow the whole corridor.
 */
function windingGrid(rng, n) {
  const corridor = [];
  for (let i = 0; i < n; i += 2) {
    const row = [];
    for (let j = 0; j < n; j++) row.push([i, j]);
    if ((i / 2) % 2 === 1) row.reverse();
    corridor.push(...row);
    if (i + 1 < n) corridor.push([i + 1, (i / 2) % 2 === 0 ? n - 1 : 0]);
  }
  const g = Array.from({ length: n }, () => new Array(n).fill(-1));
  corridor.forEach(([i, j], k) => {
    g[i][j] = k;
  });
  // the remaining squares are walls, higher than every corridor square
  const walls = rng.permutation(n * n - corridor.length, corridor.length);
  let w = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (g[i][j] < 0) g[i][j] = walls[w++];
  return g;
}

export default function generate(rng) {
  return [
    { input: matrix([[0]]), note: 'single square', hidden: false },
    {
      input: matrix([
        [3, 2],
        [0, 1],
      ]),
      note: 'start is the highest square',
    },
    {
      input: matrix([
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
      ]),
      note: 'heights increase row by row',
    },
    { input: matrix(randomGrid(rng, 4)), note: 'small random' },
    { input: matrix(randomGrid(rng, 10)), note: 'random, 10 x 10' },
    { input: matrix(windingGrid(rng, 9)), note: 'winding corridor, 9 x 9' },
    { input: matrix(randomGrid(rng, 60)), note: 'random, 60 x 60' },
    { input: matrix(windingGrid(rng, 40)), note: 'winding corridor, 40 x 40' },
    { input: matrix(windingGrid(rng, 199)), note: 'maximum size, winding corridor', large: true },
    { input: matrix(randomGrid(rng, 150)), note: 'random, 150 x 150', large: true },
  ];
}
