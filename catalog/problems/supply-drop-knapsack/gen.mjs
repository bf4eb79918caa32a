import { lines } from '../../lib/format.mjs';

const drop = (cap, crates) =>
  lines(
    `${crates.length} ${cap}`,
    crates.map(([w, v]) => `${w} ${v}`),
  );

/** n random crates with weights in [wLo, wHi] and values in [vLo, vHi]. */
function crates(rng, n, wLo, wHi, vLo, vHi) {
  return Array.from({ length: n }, () => [rng.int(wLo, wHi), rng.int(vLo, vHi)]);
}

/** Values roughly proportional to weights (small noise): the hardest case for greedy ideas. */
function correlated(rng, n, wHi) {
  return Array.from({ length: n }, () => {
    const w = rng.int(1, wHi);
    return [w, w * 50 + rng.int(0, 40)];
  });
}

export default function generate(rng) {
  const W = 20000;
  const M = 1e6;
  return [
    { input: drop(0, [[1, 5]]), note: 'zero capacity', hidden: false },
    { input: drop(5, [[5, 7]]), note: 'one crate, exact fit', hidden: false },
    {
      input: drop(10, [
        [6, 30],
        [5, 25],
        [5, 25],
      ]),
      note: 'greedy by value fails',
    },
    {
      input: drop(W, [
        [W, M],
        [W, M],
      ]),
      note: 'extreme weights and values, only one fits',
    },
    {
      input: drop(9, [
        [3, 5],
        [3, 5],
        [3, 5],
        [3, 5],
      ]),
      note: 'identical crates',
    },
    {
      input: drop(6, [
        [1, 1],
        [2, 6],
        [5, 18],
        [6, 22],
        [7, 28],
      ]),
      note: 'small hand-made case',
    },
    { input: drop(30, crates(rng, 12, 1, 15, 1, 100)), note: 'small random' },
    { input: drop(500, correlated(rng, 14, 120)), note: 'small, correlated values' },
    { input: drop(5000, crates(rng, 60, 1, 2000, 1, M)), note: 'random, 60 crates', large: true },
    { input: drop(W, correlated(rng, 100, 2000)), note: 'maximum n and W, correlated', large: true },
    { input: drop(W, crates(rng, 100, 1, W, 1, M)), note: 'maximum n and W, random', large: true },
    { input: drop(W, crates(rng, 100, 1, 400, 1, M)), note: 'maximum n and W, light crates', large: true },
  ];
}
