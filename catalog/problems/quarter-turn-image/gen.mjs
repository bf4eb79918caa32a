import { matrix } from '../../lib/format.mjs';

export default function generate(rng) {
  const img = (n) => Array.from({ length: n }, () => rng.array(n, 0, 255));
  const numbered = (n) =>
    Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i * n + j) % 256));
  return [
    { input: matrix([[255]]), note: 'single pixel', hidden: false },
    {
      input: matrix([
        [0, 255],
        [255, 0],
      ]),
      note: '2 by 2 checkerboard',
    },
    { input: matrix(Array.from({ length: 4 }, () => [7, 7, 7, 7])), note: 'all equal' },
    { input: matrix(numbered(4)), note: 'numbered 4 by 4 (even size)' },
    { input: matrix(numbered(5)), note: 'numbered 5 by 5 (odd size)' },
    { input: matrix(img(6)), note: 'small random' },
    { input: matrix(img(31)), note: 'random, 31 by 31' },
    { input: matrix(numbered(100)), note: 'numbered 100 by 100' },
    { input: matrix(img(149)), note: 'random, odd near maximum' },
    { input: matrix(img(150)), note: 'maximum n, random' },
  ];
}
