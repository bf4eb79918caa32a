import { grid, lines } from '../../lib/format.mjs';

const click = (rows, row, col, colour) => grid(rows) + lines(`${row} ${col} ${colour}`);

/** A snake of 'a' cells on a background of 'b' (rows alternate full / one end open), size r x c. */
function snake(r, c) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    if (i % 2 === 0) rows.push('a'.repeat(c));
    else if (i % 4 === 1) rows.push(`${'b'.repeat(c - 1)}a`);
    else rows.push(`a${'b'.repeat(c - 1)}`);
  }
  return rows;
}

export default function generate(rng) {
  const randomGrid = (r, c, alphabet) => Array.from({ length: r }, () => rng.string(c, alphabet));
  const big = randomGrid(250, 250, 'ab');
  return [
    { input: click(['a'], 0, 0, 'b'), note: 'single cell', hidden: false },
    { input: click(['k'], 0, 0, 'k'), note: 'single cell, same colour' },
    { input: click(['abc'], 0, 1, 'z'), note: 'one row, region of one cell' },
    { input: click(['x', 'x', 'y', 'x'], 3, 0, 'y'), note: 'one column, region cut off' },
    { input: click(['aba', 'bab', 'aba'], 1, 1, 'c'), note: 'checkerboard: diagonals do not connect' },
    { input: click(['zzz', 'zzz'], 0, 2, 'a'), note: 'whole grid one colour' },
    { input: click(randomGrid(6, 7, 'ab'), 2, 3, 'c'), note: 'small random, two colours' },
    { input: click(randomGrid(40, 50, 'abc'), 20, 25, 'a'), note: 'random, three colours' },
    { input: click(snake(101, 120), 0, 0, 'z'), note: 'long winding snake region' },
    { input: click(randomGrid(250, 250, 'aaab'), 125, 125, 'q'), note: 'maximum size, large region' },
    { input: click(snake(250, 250), 249, 0, 'c'), note: 'maximum size, snake from its far end' },
    { input: click(big, 0, 0, big[0][0]), note: 'maximum size, same colour (no change)' },
  ];
}
