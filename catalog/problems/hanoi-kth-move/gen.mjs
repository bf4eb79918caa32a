import { lines } from '../../lib/format.mjs';

const queries = (list) =>
  lines(
    String(list.length),
    list.map(([n, k]) => `${n} ${k}`),
  );

/** A random k in [1, 2^n - 1] as a BigInt. */
function randomK(rng, n) {
  let k = 0n;
  for (let i = 0; i < n; i++) k = (k << 1n) | BigInt(rng.int(0, 1));
  return k === 0n ? 1n : k;
}

export default function generate(rng) {
  const all4 = Array.from({ length: 15 }, (_, i) => [4, i + 1]);
  const last = (n) => (1n << BigInt(n)) - 1n;
  return [
    { input: queries([[1, 1]]), note: 'a single disc', hidden: false },
    { input: queries(all4), note: 'every move for four discs', hidden: false },
    { input: queries(Array.from({ length: 31 }, (_, i) => [5, i + 1])), note: 'every move for five discs' },
    {
      input: queries([
        [60, 1n << 59n],
        [60, 1],
        [60, last(60)],
      ]),
      note: 'largest disc, first and last move for 60 discs',
      large: true,
    },
    {
      input: queries(
        Array.from({ length: 100 }, () => {
          const n = rng.int(1, 16);
          return [n, randomK(rng, n)];
        }),
      ),
      note: 'small towers',
    },
    {
      input: queries(Array.from({ length: 50 }, (_, i) => [i + 1, last(i + 1)])),
      note: 'last move of every tower up to 50',
      large: true,
    },
    {
      input: queries(Array.from({ length: 50 }, (_, i) => [20, (1n << BigInt(i % 20)) + 0n])),
      note: 'powers of two',
    },
    {
      input: queries(Array.from({ length: 1000 }, () => [60, randomK(rng, 60)])),
      note: 'maximum q, 60 discs',
      large: true,
    },
    {
      input: queries(
        Array.from({ length: 1000 }, () => {
          const n = rng.int(40, 60);
          return [n, randomK(rng, n)];
        }),
      ),
      note: 'maximum q, 40 to 60 discs',
      large: true,
    },
    {
      input: queries([
        [3, 3],
        [3, 5],
        [3, 6],
      ]),
      note: 'middle moves of three discs',
    },
  ];
}
