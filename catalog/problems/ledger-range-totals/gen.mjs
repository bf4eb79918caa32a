import { array, lines } from '../../lib/format.mjs';

function ledger(takings, queries) {
  return lines(
    array(takings).trimEnd(),
    String(queries.length),
    queries.map((q) => q.join(' ')),
  );
}

function randomQueries(rng, n, q) {
  const out = [];
  for (let i = 0; i < q; i++) {
    const a = rng.int(0, n - 1);
    const b = rng.int(0, n - 1);
    out.push([Math.min(a, b), Math.max(a, b)]);
  }
  return out;
}

export default function generate(rng) {
  const B = 10000;
  const N = 10000;
  return [
    { input: ledger([5], [[0, 0]]), note: 'single day', hidden: false },
    { input: ledger([-B], [[0, 0]]), note: 'single day, biggest loss' },
    {
      input: ledger(
        [4, 4, 4, 4],
        [
          [0, 3],
          [1, 2],
          [2, 2],
          [0, 0],
        ],
      ),
      note: 'all equal',
    },
    {
      input: ledger(rng.array(10, -10, 10), randomQueries(rng, 10, 10)),
      note: 'small, negatives and duplicates',
    },
    { input: ledger(rng.array(200, -B, B), randomQueries(rng, 200, 300)), note: 'random, 200 days' },
    {
      input: ledger(new Array(1000).fill(B), [
        [0, 999],
        [0, 0],
        [999, 999],
        [500, 999],
      ]),
      note: 'all maximum',
    },
    { input: ledger(rng.array(3000, -B, 0), randomQueries(rng, 3000, 3000)), note: 'losses only' },
    {
      input: ledger(
        new Array(2000).fill(B),
        Array.from({ length: 2000 }, () => [0, 1999]),
      ),
      note: 'every query spans everything, all 10^4',
    },
    {
      input: ledger(
        new Array(2000).fill(-B),
        Array.from({ length: 1000 }, (_, i) => [i, 1999 - i]),
      ),
      note: 'all -10^4, nested ranges',
    },
    { input: ledger(rng.array(N, -B, B), randomQueries(rng, N, N)), note: 'maximum sizes, random' },
  ];
}
