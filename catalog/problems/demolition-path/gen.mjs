import { lines } from '../../lib/format.mjs';

const test = (rows) => lines(`${rows.length} ${rows[0].length}`, ...rows);
const random = (rng, r, c, p) =>
  Array.from({ length: r }, () => rng.string(c, '.').replace(/./g, () => (rng.bool(p) ? '#' : '.')));

/**
 * Winding corridors: wall columns at odd indices with a gap alternately at the bottom and the top, so
 * the free route runs down, up, down... A few random walls (noise) make it cost something.
 */
function serpentine(rng, r, c, noise) {
  const cells = Array.from({ length: r }, () => new Array(c).fill('.'));
  for (let j = 1; j < c; j += 2) {
    const gap = (j - 1) % 4 === 0 ? r - 1 : 0;
    for (let i = 0; i < r; i++) if (i !== gap) cells[i][j] = '#';
  }
  for (let i = 0; i < r; i++) for (let j = 0; j < c; j += 2) if (rng.bool(noise)) cells[i][j] = '#';
  return cells.map((row) => row.join(''));
}

export default function generate(rng) {
  return [
    { input: test(['.']), note: 'single free cell', hidden: false },
    { input: test(['#']), note: 'single wall cell', hidden: false },
    { input: test(['.#.#.#.']), note: 'one row: every wall on the way' },
    { input: test(['.', '#', '#', '.']), note: 'one column' },
    { input: test(random(rng, 6, 7, 0.5)), note: 'small random' },
    { input: test(Array.from({ length: 50 }, () => '#'.repeat(50))), note: 'all walls: r + c − 1' },
    { input: test(serpentine(rng, 30, 31, 0)), note: 'small winding corridors, free route' },
    { input: test(random(rng, 150, 150, 0.4)), note: 'random, 40% walls' },
    { input: test(random(rng, 100, 250, 0.7)), note: 'random, mostly walls' },
    { input: test(serpentine(rng, 60, 59, 0.02)), note: 'winding corridors with rubble' },
    { input: test(serpentine(rng, 400, 400, 0.001)), note: 'maximum size, winding corridors', large: true },
    { input: test(random(rng, 300, 300, 0.45)), note: 'large random', large: true },
  ];
}
