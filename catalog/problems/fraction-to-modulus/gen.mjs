import { lines } from '../../lib/format.mjs';

const fracs = (list) =>
  lines(
    String(list.length),
    list.map(([a, b]) => `${a} ${b}`),
  );

const G = 1e9;

export default function generate(rng) {
  return [
    { input: fracs([[1, 1]]), note: 'one over one', hidden: false },
    {
      input: fracs([
        [0, 1],
        [0, G],
      ]),
      note: 'zero numerators',
      hidden: false,
    },
    {
      input: fracs([
        [G, G],
        [1, G],
        [G, 1],
        [999999999, 1000000000],
      ]),
      note: 'extreme numerators and denominators',
    },
    {
      input: fracs([
        [10, 5],
        [100, 25],
        [81, 9],
      ]),
      note: 'fractions that are integers',
    },
    {
      input: fracs([
        [1, 3],
        [2, 6],
        [3, 9],
      ]),
      note: 'equal fractions, different forms',
    },
    {
      input: fracs(Array.from({ length: 30 }, (_, i) => [1, 2 ** i])),
      note: 'powers of two as denominators',
    },
    {
      input: fracs(Array.from({ length: 100 }, () => [rng.int(0, 100), rng.int(1, 100)])),
      note: 'small fractions',
    },
    {
      input: fracs([
        [1, 999999999],
        [2, 500000003],
        [123456789, 987654321],
      ]),
      note: 'denominators near p / 2 and p',
    },
    {
      input: fracs(Array.from({ length: 1000 }, () => [rng.int(0, G), rng.int(1, G)])),
      note: 'random fractions',
    },
    {
      input: fracs(Array.from({ length: 5000 }, () => [rng.int(0, G), rng.int(G - 1000, G)])),
      note: 'maximum q, denominators near 10^9',
      large: true,
    },
  ];
}
