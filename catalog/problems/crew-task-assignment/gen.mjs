import { matrix } from '../../lib/format.mjs';

const V = 1e6;
const square = (rng, n, lo, hi) => Array.from({ length: n }, () => rng.array(n, lo, hi));

export default function generate(rng) {
  // The diagonal is cheap but a rotated assignment is cheaper still.
  const tricky = Array.from({ length: 8 }, (_, i) =>
    Array.from({ length: 8 }, (_, j) => (i === j ? 10 : j === (i + 1) % 8 ? 9 : 100)),
  );
  return [
    { input: matrix([[0]]), note: 'one crew, free task', hidden: false },
    {
      input: matrix([
        [1, 2],
        [1, 2],
      ]),
      note: 'identical crews',
    },
    { input: matrix(Array.from({ length: 6 }, () => Array(6).fill(V))), note: 'all costs maximal' },
    { input: matrix(tricky), note: 'a cyclic shift beats the diagonal' },
    { input: matrix(square(rng, 5, 0, 9)), note: 'small random, many ties' },
    { input: matrix(square(rng, 8, 0, V)), note: 'n = 8, random' },
    {
      input: matrix(Array.from({ length: 8 }, (_, i) => Array.from({ length: 8 }, (_, j) => i * j))),
      note: 'product costs',
    },
    { input: matrix(square(rng, 7, 0, 1)), note: '0/1 costs' },
    { input: matrix(square(rng, 13, 0, V)), note: 'n = 13', large: true },
    { input: matrix(square(rng, 15, 0, V)), note: 'maximum n, random', large: true },
    {
      input: matrix(
        Array.from({ length: 15 }, (_, i) =>
          Array.from({ length: 15 }, (_, j) => ((i * 7 + j * 11) % 15) * 1000 + rng.int(0, 999)),
        ),
      ),
      note: 'maximum n, structured costs',
      large: true,
    },
  ];
}
