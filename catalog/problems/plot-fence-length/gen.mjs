import { grid } from '../../lib/format.mjs';

/** A connected plot grown from one square by adding random neighbours of plot squares. */
function grownPlot(rng, r, c, target) {
  const g = Array.from({ length: r }, () => new Array(c).fill('.'));
  const cells = [[rng.int(0, r - 1), rng.int(0, c - 1)]];
  g[cells[0][0]][cells[0][1]] = '#';
  let guard = 0;
  while (cells.length < target && guard++ < 50 * target) {
    const [i, j] = rng.pick(cells);
    const [di, dj] = rng.pick([
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]);
    const a = i + di;
    const b = j + dj;
    if (a < 0 || b < 0 || a >= r || b >= c || g[a][b] === '#') continue;
    g[a][b] = '#';
    cells.push([a, b]);
  }
  return g.map((row) => row.join(''));
}

/** A snake-shaped plot: every other row full, joined at alternating ends. */
function snake(r, c) {
  return Array.from({ length: r }, (_, i) => {
    if (i % 2 === 0) return '#'.repeat(c);
    const end = (i >> 1) % 2 === 0 ? c - 1 : 0;
    return Array.from({ length: c }, (_, j) => (j === end ? '#' : '.')).join('');
  });
}

export default function generate(rng) {
  const ring = ['#####', '#...#', '#.#.#', '#...#', '#####'];
  return [
    { input: grid(['....', '.##.', '.##.']), note: 'a 2 by 2 square', hidden: false },
    { input: grid(['#'.repeat(200)]), note: 'one row, all plot' },
    { input: grid(Array.from({ length: 200 }, () => '#')), note: 'one column, all plot' },
    { input: grid(['###', '#.#', '###']), note: 'ring around one meadow square' },
    { input: grid(ring.map((s, i) => (i === 2 ? '#...#' : s))), note: 'ring around a 3 by 3 meadow' },
    { input: grid(['..', '.#']), note: 'single square in a corner' },
    { input: grid(grownPlot(rng, 6, 7, 15)), note: 'small random plot' },
    { input: grid(grownPlot(rng, 50, 50, 800)), note: 'random plot, 50 by 50' },
    { input: grid(snake(199, 200)), note: 'snake plot, near maximum size' },
    { input: grid(Array.from({ length: 200 }, () => '#'.repeat(200))), note: 'maximum size, all plot' },
    { input: grid(grownPlot(rng, 200, 200, 20000)), note: 'maximum size, random plot' },
  ];
}
