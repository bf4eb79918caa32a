import { matrix } from '../../lib/format.mjs';

/** A correct r × c print: colour depends only on j - i. */
function striped(rng, r, c, colours = 10) {
  const byDiag = Array.from({ length: r + c }, () => rng.int(0, colours - 1));
  return Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => byDiag[j - i + r]));
}

/** A striped print with one tile changed at (i, j). */
function withFault(rng, r, c, i, j) {
  const g = striped(rng, r, c);
  g[i][j] = (g[i][j] + rng.int(1, 9)) % 10;
  return g;
}

export default function generate(rng) {
  return [
    { input: matrix([[7]]), note: 'a single tile', hidden: false },
    { input: matrix([[1, 2, 3, 4, 5]]), note: 'one row: always correct' },
    { input: matrix([[1], [2], [3]]), note: 'one column: always correct' },
    {
      input: matrix(withFault(rng, 4, 4, 0, 2)),
      note: 'a changed tile in the first row is not faulty itself',
    },
    { input: matrix(withFault(rng, 5, 6, 4, 5)), note: 'fault in the last tile' },
    { input: matrix(Array.from({ length: 6 }, () => Array(6).fill(3))), note: 'a single colour' },
    { input: matrix(striped(rng, 30, 40, 2)), note: 'correct, two colours' },
    { input: matrix(withFault(rng, 50, 50, 20, 30)), note: 'fault in the middle' },
    { input: matrix(striped(rng, 200, 200)), note: 'maximum size, correct', large: true },
    {
      input: matrix(withFault(rng, 200, 200, 199, 198)),
      note: 'maximum size, fault near the end',
      large: true,
    },
    { input: matrix(withFault(rng, 200, 150, 1, 1)), note: 'fault at (1, 1)' },
  ];
}
