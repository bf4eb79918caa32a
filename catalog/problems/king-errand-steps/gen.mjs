import { lines } from '../../lib/format.mjs';

const errands = (list) =>
  lines(
    String(list.length),
    list.map((e) => e.join(' ')),
  );

const C = 1e9;
const random = (rng, lim) => [rng.int(-lim, lim), rng.int(-lim, lim), rng.int(-lim, lim), rng.int(-lim, lim)];

export default function generate(rng) {
  return [
    { input: errands([[5, 5, 6, 6]]), note: 'one diagonal step', hidden: false },
    {
      input: errands([
        [0, 0, 0, 7],
        [0, 0, -7, 0],
        [0, 0, 7, -7],
      ]),
      note: 'straight and pure diagonal',
      hidden: false,
    },
    {
      input: errands([
        [C, C, -C, -C],
        [-C, C, C, -C],
        [C, -C, C, C],
        [-C, -C, -C, -C],
      ]),
      note: 'extreme corners',
    },
    { input: errands(Array.from({ length: 100 }, () => random(rng, 3))), note: 'tiny board region' },
    { input: errands(Array.from({ length: 300 }, () => random(rng, 1000))), note: 'small coordinates' },
    {
      input: errands(
        Array.from({ length: 300 }, () => {
          const x = rng.int(-C, C);
          const y = rng.int(-C, C);
          return [x, y, x + rng.int(-5, 5), y + rng.int(-5, 5)];
        }).map(([a, b, c, d]) => [a, b, Math.max(-C, Math.min(C, c)), Math.max(-C, Math.min(C, d))]),
      ),
      note: 'short errands far from the origin',
    },
    { input: errands(Array.from({ length: 300 }, () => [0, 0, rng.int(-C, C), 0])), note: 'along one axis' },
    {
      input: errands(Array.from({ length: 5000 }, () => random(rng, C))),
      note: 'maximum q, random',
      large: true,
    },
    { input: errands([[-C, 0, C, 1]]), note: 'long and almost straight' },
    {
      input: errands([
        [0, 0, 1, 2],
        [3, 1, 0, 0],
      ]),
      note: 'knight-shaped offsets',
    },
  ];
}
