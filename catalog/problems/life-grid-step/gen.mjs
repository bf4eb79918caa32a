import { grid } from '../../lib/format.mjs';

const test = (rule, rows) => `${rule}\n${grid(rows)}`;

function randomRows(rng, r, c, p) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += rng.bool(p) ? '#' : '.';
    rows.push(row);
  }
  return rows;
}

export default function generate(rng) {
  return [
    { input: test('B3/S23', ['#']), note: 'a lone cell dies', hidden: false, kind: 'edge' },
    { input: test('B/S', ['##', '##']), note: 'empty rule lists: everything dies', kind: 'edge' },
    { input: test('B0/S', ['...', '...']), note: 'B0: every empty cell is born', kind: 'edge' },
    { input: test('B3/S23', ['....', '.##.', '.##.', '....']), note: 'a block is stable' },
    { input: test('B3/S23', ['#####']), note: 'a single row, edge cells' },
    { input: test('B36/S23', randomRows(rng, 6, 8, 0.4)), note: 'HighLife, small random' },
    {
      input: test('B012345678/S012345678', randomRows(rng, 5, 5, 0.5)),
      note: 'everything is born and survives',
    },
    { input: test('B1/S1', randomRows(rng, 12, 15, 0.2)), note: 'B1/S1, sparse' },
    { input: test('B3/S23', randomRows(rng, 60, 60, 0.35)), note: 'Life, 60×60' },
    { input: test('B3/S23', randomRows(rng, 300, 300, 0.3)), note: 'maximum size, Life', large: true },
    { input: test('B2/S', randomRows(rng, 300, 300, 0.1)), note: 'maximum size, Seeds rule', large: true },
    {
      input: test('B45678/S2345', randomRows(rng, 300, 300, 0.5)),
      note: 'maximum size, dense rule',
      large: true,
    },
  ];
}
