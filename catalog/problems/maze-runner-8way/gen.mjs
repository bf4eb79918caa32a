import { grid } from '../../lib/format.mjs';

/** Random maze, each cell a hedge with probability p; entrance and exit kept open. */
function randomMaze(rng, r, c, p) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += rng.bool(p) ? '#' : '.';
    rows.push(row);
  }
  rows[0] = `.${rows[0].slice(1)}`;
  rows[r - 1] = `${rows[r - 1].slice(0, c - 1)}.`;
  return grid(rows);
}

/**
 * A winding maze: every other row is a hedge wall with a one-cell gap, at the far right or the far
 * left alternately, so the route snakes through the whole grid.
 */
function serpentine(r, c) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    if (i % 2 === 0) rows.push('.'.repeat(c));
    else if (i % 4 === 1) rows.push(`${'#'.repeat(c - 1)}.`);
    else rows.push(`.${'#'.repeat(c - 1)}`);
  }
  return grid(rows);
}

export default function generate(rng) {
  return [
    { input: grid(['.']), note: 'entrance is the exit', hidden: false, kind: 'edge' },
    { input: grid(['#']), note: 'a single hedge cell', kind: 'edge' },
    { input: grid(['#.', '..']), note: 'entrance is a hedge', kind: 'edge' },
    { input: grid(['..', '.#']), note: 'exit is a hedge', kind: 'edge' },
    { input: grid(['.#', '#.']), note: 'diagonal squeeze between hedges', kind: 'edge' },
    { input: grid(['.........']), note: 'a single row' },
    { input: grid(['.', '.', '.', '.']), note: 'a single column' },
    { input: randomMaze(rng, 7, 9, 0.35), note: 'small random maze' },
    { input: serpentine(9, 6), note: 'small winding maze' },
    { input: randomMaze(rng, 40, 40, 0.5), note: 'dense 40×40 maze' },
    { input: serpentine(299, 300), note: 'maximum size, winding maze', large: true },
    { input: randomMaze(rng, 300, 300, 0.4), note: 'maximum size, random', large: true },
    { input: randomMaze(rng, 300, 300, 0.6), note: 'maximum size, mostly hedges', large: true },
    { input: grid(new Array(300).fill('.'.repeat(300))), note: 'maximum size, open field', large: true },
  ];
}
