import { matrix } from '../../lib/format.mjs';

const sign = (rows, k) => {
  const text = matrix(rows);
  const nl = text.indexOf('\n');
  return `${text.slice(0, nl)} ${k}${text.slice(nl)}`;
};

/** An r x c board of random picture numbers in [0, hi]. */
const board = (rng, r, c, hi = 9999) => Array.from({ length: r }, () => rng.array(c, 0, hi));

/** A board numbered 1, 2, 3, ... row by row (easy to follow by eye). */
const counting = (r, c) =>
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => i * c + j + 1));

export default function generate(rng) {
  return [
    { input: sign(counting(2, 2), 0), note: 'no ticks', hidden: false, kind: 'edge' },
    { input: sign(counting(2, 5), 7), note: 'two rows, one track', hidden: false, kind: 'edge' },
    { input: sign(counting(6, 2), 10), note: 'two columns; k equals the track length', kind: 'edge' },
    { input: sign(counting(4, 6), 9), note: 'two tracks of different lengths', kind: 'edge' },
    { input: sign(board(rng, 4, 4, 0), 5), note: 'all zero', kind: 'edge' },
    { input: sign(board(rng, 6, 6, 9), 37), note: 'small random, more ticks than any track' },
    { input: sign(board(rng, 6, 9, 99), 123), note: 'random, odd width' },
    { input: sign(board(rng, 10, 14), 4321), note: 'random, five tracks' },
    { input: sign(board(rng, 30, 40), 999), note: 'random, medium' },
    { input: sign(board(rng, 200, 200), 999999999), note: 'maximum board, huge k', large: true },
    { input: sign(board(rng, 130, 199), 1000000000), note: 'maximum k, odd width', large: true },
    { input: sign(board(rng, 2, 200), 987654321), note: 'one long track, huge k', large: true },
  ];
}
