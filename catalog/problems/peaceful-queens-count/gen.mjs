import { grid } from '../../lib/format.mjs';

/** An n × n board where each cell is a fountain with probability p. */
function board(rng, n, p) {
  return Array.from({ length: n }, () => Array.from({ length: n }, () => (rng.bool(p) ? '#' : '.')).join(''));
}

const open = (n) => Array.from({ length: n }, () => '.'.repeat(n));

export default function generate(rng) {
  return [
    { input: grid(['.']), note: '1 by 1, open', hidden: false },
    { input: grid(['#']), note: '1 by 1, fountain', hidden: false },
    { input: grid(open(2)), note: '2 by 2: impossible' },
    { input: grid(open(5)), note: '5 by 5, open' },
    { input: grid(open(6)), note: '6 by 6, open' },
    { input: grid(open(7)), note: '7 by 7, open' },
    { input: grid(board(rng, 6, 0.15)), note: '6 by 6, random fountains' },
    { input: grid(board(rng, 7, 0.1)), note: '7 by 7, random fountains' },
    {
      input: grid(['.......', '.......', '.......', '#######', '.......', '.......', '.......']),
      note: 'a full row of fountains',
    },
    { input: grid(open(10)), note: '10 by 10, open', large: true },
    { input: grid(open(11)), note: 'maximum: 11 by 11, open', large: true },
    { input: grid(board(rng, 11, 0.08)), note: 'maximum, random fountains', large: true },
    {
      input: grid(open(11).map((row, r) => `${row.slice(0, r)}#${row.slice(r + 1)}`)),
      note: 'maximum, fountains on the main diagonal',
      large: true,
    },
  ];
}
