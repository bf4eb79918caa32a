import { grid } from '../../lib/format.mjs';

/** An r×c grid with each cell a shelf with probability p; the dock and bay are kept free unless told. */
function floor(rng, r, c, p, keepEnds = true) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += rng.bool(p) ? '#' : '.';
    rows.push(row);
  }
  if (keepEnds) {
    rows[0] = `.${rows[0].slice(1)}`;
    rows[r - 1] = `${rows[r - 1].slice(0, c - 1)}.`;
  }
  return grid(rows);
}

/** A grid whose shelves all sit on one anti-diagonal band, with one gap: every route squeezes through it. */
function funnel(r, c) {
  const rows = [];
  const d = Math.floor((r + c) / 2);
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += i + j === d && i !== Math.floor(r / 2) ? '#' : '.';
    rows.push(row);
  }
  return grid(rows);
}

export default function generate(rng) {
  return [
    { input: grid(['.']), note: 'a single free cell', hidden: false, kind: 'edge' },
    { input: grid(['#']), note: 'a single shelf cell', kind: 'edge' },
    { input: grid(['#..', '...']), note: 'the dock is a shelf', kind: 'edge' },
    { input: grid(['...', '..#']), note: 'the bay is a shelf', kind: 'edge' },
    { input: grid(['.......']), note: 'one row, one route', kind: 'edge' },
    { input: grid(['.', '.', '#', '.']), note: 'one column with a shelf' },
    { input: grid(['....', '....', '....', '....']), note: 'open 4×4 floor' },
    { input: floor(rng, 6, 7, 0.2), note: 'small random floor' },
    { input: floor(rng, 9, 9, 0.1), note: 'random 9×9 floor' },
    { input: floor(rng, 300, 300, 0.02), note: 'maximum size, few shelves', large: true },
    { input: grid(new Array(300).fill('.'.repeat(300))), note: 'maximum size, open floor', large: true },
    { input: funnel(300, 299), note: 'maximum size, one gap in a wall of shelves', large: true },
    { input: floor(rng, 40, 300, 0.05), note: 'wide floor, scattered shelves', large: true },
  ];
}
