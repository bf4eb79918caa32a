import { matrix } from '../../lib/format.mjs';

const V = 10000;
const rand = (rng, r, c, lo = -V, hi = V) => Array.from({ length: r }, () => rng.array(c, lo, hi));
const counting = (r, c) =>
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => i * c + j));

export default function generate(rng) {
  return [
    { input: matrix([[-10000]]), note: 'a single bay', hidden: false, kind: 'edge' },
    { input: matrix([[1, 2, 3, 4, 5]]), note: 'a single row', hidden: false, kind: 'edge' },
    {
      input: matrix([
        [7, 7],
        [7, 7],
      ]),
      note: '2×2, all equal',
      kind: 'edge',
    },
    { input: matrix(counting(3, 3)), note: '3×3, odd square' },
    { input: matrix(counting(4, 4)), note: '4×4, even square' },
    { input: matrix(counting(5, 3)), note: 'tall 5×3: a lone middle column remains' },
    { input: matrix(counting(2, 6)), note: 'wide 2×6' },
    { input: matrix(rand(rng, 6, 9, -9, 9)), note: 'small random' },
    { input: matrix(rand(rng, 100, 100)), note: 'maximum size, square', large: true },
    { input: matrix(rand(rng, 99, 100)), note: 'odd rows: a lone middle row remains', large: true },
    { input: matrix(rand(rng, 100, 37)), note: 'tall, odd columns', large: true },
    { input: matrix(rand(rng, 1, 100)), note: 'one long row', large: true },
    { input: matrix(rand(rng, 100, 1)), note: 'one long column', large: true },
  ];
}
