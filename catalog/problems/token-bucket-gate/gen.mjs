import { lines } from '../../lib/format.mjs';

const gate = (c, r, reqs) =>
  lines(
    `${reqs.length} ${c} ${r}`,
    reqs.map(([t, id]) => `${t} ${id}`),
  );

export default function generate(rng) {
  /** n requests from `clients` clients, times growing by random steps in [0, maxStep]. */
  const stream = (n, clients, maxStep, start = 0) => {
    let t = start;
    return Array.from({ length: n }, () => {
      t += rng.int(0, maxStep);
      return [t, rng.int(0, clients - 1)];
    });
  };
  const T = 10 ** 12;
  return [
    { input: gate(1, 1, [[0, 0]]), note: 'one request at time 0', hidden: false },
    {
      input: gate(
        3,
        100,
        Array.from({ length: 5 }, () => [50, 9]),
      ),
      note: 'a burst larger than the bucket',
      hidden: false,
    },
    { input: gate(1, T, stream(20, 2, 3)), note: 'refills never come: r = 10^12' },
    { input: gate(1000000000, 1, stream(50, 3, 2)), note: 'a huge bucket never runs dry' },
    {
      input: gate(2, 5, [
        [4, 0],
        [4, 0],
        [4, 0],
        [5, 0],
        [5, 0],
        [9, 0],
        [10, 0],
        [10, 0],
      ]),
      note: 'requests exactly at refill moments',
    },
    { input: gate(3, 7, stream(300, 5, 4)), note: 'small random stream, five clients' },
    { input: gate(5, 50, stream(2000, 100, 10)), note: 'one hundred clients' },
    { input: gate(4, 1000, stream(3000, 1000, 300)), note: 'a thousand clients, sparse' },
    {
      input: gate(10, 1, stream(2000, 20, 200000000, T - 2000 * 200000000)),
      note: 'r = 1, times near 10^12: per-moment stepping walks ~10^12 moments',
      large: true,
    },
    {
      input: gate(3, 3, stream(5000, 50, 100000000)),
      note: 'maximum n, small r, huge gaps',
      large: true,
    },
    {
      input: gate(2, 1, [
        [T, 0],
        [T, 0],
        [T, 0],
      ]),
      note: 'a first request at time 10^12',
      large: true,
    },
    {
      input: gate(6, 999999, stream(2000, 1000, 10000000)),
      note: 'n = 2000, a thousand clients, slow refills',
      large: true,
    },
  ];
}
