import { matrix } from '../../lib/format.mjs';

const field = (r, c, f) => Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)));

/** Altitudes increasing along a snake through the whole grid (one climb through every cell). */
function snake(r, c) {
  return field(r, c, (i, j) => i * c + (i % 2 === 0 ? j : c - 1 - j));
}

export default function generate(rng) {
  const H = 1e4;
  return [
    { input: matrix([[5]]), note: 'a single cell', hidden: false },
    { input: matrix([[3, 3, 3]]), note: 'one row, all equal', hidden: false },
    { input: matrix([[0], [1], [2], [H]]), note: 'one column, increasing' },
    { input: matrix(field(4, 4, () => 7)), note: 'all equal: length 1' },
    { input: matrix(field(5, 6, (i, j) => i + j)), note: 'altitude row + col' },
    { input: matrix(snake(4, 5)), note: 'small snake' },
    { input: matrix(field(6, 6, () => rng.int(0, 5))), note: 'small random, many ties' },
    { input: matrix(field(30, 40, () => rng.int(0, H))), note: 'random, 30 by 40' },
    {
      input: matrix(snake(100, 100)),
      note: 'snake through 100 by 100: one climb of 10^4 cells',
      large: true,
    },
    {
      input: matrix(field(200, 200, (i, j) => (i + j) * 25)),
      note: 'maximum, altitude (row + col) · 25',
      large: true,
    },
    { input: matrix(field(200, 200, () => rng.int(0, H))), note: 'maximum, random', large: true },
    {
      input: matrix(field(200, 200, (i, j) => Math.floor(Math.abs(i - 100) + Math.abs(j - 100)) * 50)),
      note: 'maximum, a pit in the middle',
      large: true,
    },
  ];
}
