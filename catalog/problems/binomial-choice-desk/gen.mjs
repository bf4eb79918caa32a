import { lines } from '../../lib/format.mjs';

const queries = (list) =>
  lines(
    String(list.length),
    list.map(([n, r]) => `${n} ${r}`),
  );

const N = 1e6;

export default function generate(rng) {
  const small = Array.from({ length: 300 }, () => {
    const n = rng.int(0, 60);
    return [n, rng.int(0, 65)];
  });
  const medium = Array.from({ length: 2000 }, () => {
    const n = rng.int(0, 2000);
    return [n, rng.int(0, n)];
  });
  // The decisive test: every query has n near 10^6 and r near n / 2, so O(r) per query is ~10^10 steps.
  const heavy = Array.from({ length: 10000 }, () => {
    const n = rng.int(N - 1000, N);
    return [n, Math.floor(n / 2) + rng.int(-1000, 1000)];
  });
  const mixed = Array.from({ length: 3000 }, () => {
    const n = rng.int(0, N);
    return rng.bool(0.05) ? [n, n + rng.int(1, 10)] : [n, rng.int(0, n)];
  });
  return [
    {
      input: queries([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
      note: 'smallest menus, including r > n',
      hidden: false,
    },
    {
      input: queries([
        [N, 0],
        [N, N],
        [N, 1],
        [N, N - 1],
        [N - 1, N],
      ]),
      note: 'extremes of r for the largest n',
    },
    {
      input: queries([
        [N, 0],
        [N, 0],
        [7, 3],
        [7, 4],
      ]),
      note: 'repeated queries and symmetric r',
    },
    { input: queries(small), note: 'small n, some r > n' },
    {
      input: queries([
        [13, 6],
        [34, 17],
        [67, 33],
      ]),
      note: 'values that pass 2^32 and 2^53 before reduction',
    },
    { input: queries([[1000000, 999999]]), note: 'n - r = 1 at the maximum' },
    { input: queries(medium), note: 'n up to 2000' },
    { input: queries([[N, N / 2]]), note: 'single central coefficient at the maximum', large: true },
    { input: queries(mixed), note: 'random n and r up to 10^6', large: true },
    { input: queries(heavy), note: 'maximum q, n near 10^6 and r near n/2', large: true },
  ];
}
