import { grid } from '../../lib/format.mjs';

/** An r x c orchard: each square a rock with probability `rock`, else 0..maxCrates crates. Corners stay open. */
function orchard(rng, r, c, rock, maxCrates = 9) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) {
      const corner = (i === 0 && j === 0) || (i === r - 1 && j === c - 1);
      row += !corner && rng.bool(rock) ? '#' : String(rng.int(0, maxCrates));
    }
    rows.push(row);
  }
  return rows;
}

const fill = (r, c, ch) => Array.from({ length: r }, () => ch.repeat(c));

/** Two fruity bands along the top-right and bottom-left edges, nearly empty in the middle. */
function twoBands(rng, n) {
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) =>
      i < 2 || j >= n - 2 || j < 2 || i >= n - 2 ? rng.int(5, 9) : rng.int(0, 1),
    ).join(''),
  );
}

export default function generate(rng) {
  return [
    { input: grid(['0']), note: 'one empty square', hidden: false, kind: 'edge' },
    { input: grid(['9']), note: 'one square, shared by both robots', kind: 'edge' },
    { input: grid(['#']), note: 'the gate itself is a rock', hidden: false, kind: 'edge' },
    { input: grid(['1234567', '#######', '7654321']), note: 'a wall of rocks: unreachable', kind: 'edge' },
    { input: grid([rng.string(50, '0123456789')]), note: 'single row: one possible route', kind: 'edge' },
    { input: grid(rng.string(50, '0123456789').split('')), note: 'single column', kind: 'edge' },
    {
      input: grid(['90009', '0#0#0', '00000', '0#0#0', '90009']),
      note: 'fruit in the corners only',
      kind: 'edge',
    },
    { input: grid(orchard(rng, 4, 5, 0.15)), note: 'small random' },
    { input: grid(orchard(rng, 6, 6, 0.2)), note: 'small random with rocks' },
    { input: grid(twoBands(rng, 8)), note: 'fruit on two opposite bands' },
    { input: grid(orchard(rng, 9, 10, 0.1)), note: 'medium random' },
    { input: grid(orchard(rng, 50, 50, 0.1)), note: 'maximum size, 10% rocks', large: true },
    { input: grid(fill(50, 50, '9')), note: 'maximum size, every square 9', large: true },
    { input: grid(twoBands(rng, 50)), note: 'maximum size, two bands', large: true },
    { input: grid(orchard(rng, 50, 37, 0.2, 3)), note: 'maximum rows, 37 columns, 20% rocks', large: true },
  ];
}
