import { lines } from '../../lib/format.mjs';

const test = (codes, queries) =>
  lines(
    String(codes.length),
    codes.join(' '),
    String(queries.length),
    queries.map((q) => q.join(' ')),
  );

function randomQueries(rng, n, q) {
  return Array.from({ length: q }, () => {
    const l = rng.int(0, n - 1);
    return [l, rng.int(l, n - 1)];
  });
}

export default function generate(rng) {
  const MAX = 1048575;
  const mid = rng.array(1000, 0, MAX);
  const big = rng.array(10000, 0, MAX);
  return [
    { input: test([9], [[0, 0]]), note: 'single code', hidden: false },
    {
      input: test(
        [0, 0, 0],
        [
          [0, 2],
          [1, 1],
        ],
      ),
      note: 'all zero',
      hidden: false,
    },
    {
      input: test(
        [MAX, MAX, MAX],
        [
          [0, 1],
          [0, 2],
          [2, 2],
        ],
      ),
      note: 'maximum codes cancel in pairs',
    },
    {
      input: test(
        [1, 2, 4, 8, 16],
        [
          [0, 4],
          [1, 3],
          [4, 4],
          [0, 0],
        ],
      ),
      note: 'distinct bits',
    },
    {
      input: test(
        [5, 5, 5, 5],
        [
          [0, 3],
          [0, 2],
          [1, 2],
        ],
      ),
      note: 'repeated code',
    },
    { input: test(rng.array(10, 0, 15), randomQueries(rng, 10, 15)), note: 'small random' },
    { input: test(mid, randomQueries(rng, 1000, 1000)), note: 'random, 1000 codes and queries' },
    {
      input: test(
        mid,
        Array.from({ length: 500 }, (_, i) => [0, 999 - i]),
      ),
      note: 'long prefix queries',
    },
    {
      input: test(
        [3, 6],
        [
          [0, 1],
          [1, 1],
          [0, 0],
          [0, 1],
        ],
      ),
      note: 'repeated query',
    },
    { input: test(big, randomQueries(rng, 10000, 10000)), note: 'maximum size', large: true },
  ];
}
