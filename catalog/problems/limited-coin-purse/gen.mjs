import { lines } from '../../lib/format.mjs';

const purse = (m, coins) =>
  lines(
    `${coins.length} ${m}`,
    coins.map(([a, c]) => `${a} ${c}`),
  );

/** n random kinds with values in [aLo, aHi] and counts in [cLo, cHi]. */
function coins(rng, n, aLo, aHi, cLo, cHi) {
  return Array.from({ length: n }, () => [rng.int(aLo, aHi), rng.int(cLo, cHi)]);
}

export default function generate(rng) {
  const M = 50000;
  const C = 10000;
  return [
    { input: purse(1, [[1, 1]]), note: 'smallest purse, pays 1', hidden: false, kind: 'edge' },
    { input: purse(M, [[M, C]]), note: 'one coin of the maximum value', hidden: false, kind: 'edge' },
    { input: purse(M, [[1, C]]), note: 'many 1-coins, not enough for m', kind: 'edge' },
    {
      input: purse(20, [
        [4, 1],
        [4, 1],
        [4, 1],
        [6, 2],
      ]),
      note: 'repeated values on separate lines',
      kind: 'edge',
    },
    {
      input: purse(M, [
        [7, 3],
        [11, 2],
        [13, 1],
      ]),
      note: 'few coins, m far above their total',
      kind: 'edge',
    },
    { input: purse(60, coins(rng, 6, 1, 15, 1, 4)), note: 'small random' },
    { input: purse(1000, coins(rng, 12, 20, 200, 1, 8)), note: 'random, values with gaps' },
    { input: purse(5000, coins(rng, 30, 100, 900, 1, 3)), note: 'random, rare coins' },
    { input: purse(M, coins(rng, 100, 1, 40, 5000, C)), note: 'maximum size, many small coins', large: true },
    {
      input: purse(
        M,
        coins(rng, 100, 1, 30, 1, 50).map(([a, c]) => [a * 997, c]),
      ),
      note: 'maximum size, large values with sparse sums',
      large: true,
    },
    { input: purse(M, coins(rng, 100, 200, 2000, 1, 30)), note: 'maximum size, mixed values', large: true },
  ];
}
