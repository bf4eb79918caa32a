import { grid } from '../../lib/format.mjs';

/** Random map: each cell is land with probability p. */
function randomMap(rng, r, c, p) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += rng.bool(p) ? '#' : '.';
    rows.push(row);
  }
  return grid(rows);
}

/** One snake-shaped island: full land rows on even lines, joined alternately at the right and left ends. */
function snake(r, c) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    if (i % 2 === 0) rows.push('#'.repeat(c));
    else if (i % 4 === 1) rows.push(`${'.'.repeat(c - 1)}#`);
    else rows.push(`#${'.'.repeat(c - 1)}`);
  }
  return grid(rows);
}

/** A checkerboard: every land cell is its own island. */
function checker(r, c) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += (i + j) % 2 === 0 ? '#' : '.';
    rows.push(row);
  }
  return grid(rows);
}

export default function generate(rng) {
  return [
    { input: grid(['#']), note: 'a single land cell', hidden: false, kind: 'edge' },
    { input: grid(['.']), note: 'a single water cell', kind: 'edge' },
    { input: grid(['....', '....']), note: 'no land at all', kind: 'edge' },
    { input: grid(['###', '###']), note: 'all land: one island', kind: 'edge' },
    { input: grid(['#.#.#.#']), note: 'one row, separate islands' },
    { input: grid(['###', '#.#', '###']), note: 'a ring around a lake' },
    { input: randomMap(rng, 6, 8, 0.45), note: 'small random map' },
    { input: snake(9, 7), note: 'small snake' },
    { input: randomMap(rng, 60, 60, 0.4), note: 'random 60×60 map' },
    { input: snake(300, 300), note: 'maximum size, one snake island', large: true },
    { input: checker(300, 300), note: 'maximum size, checkerboard', large: true },
    { input: randomMap(rng, 300, 300, 0.55), note: 'maximum size, random, mostly land', large: true },
    {
      input: snake(299, 300),
      note: 'snake with an odd number of rows',
      large: true,
    },
  ];
}
