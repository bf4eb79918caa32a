import { lines } from '../../lib/format.mjs';

const queries = (list) =>
  lines(
    String(list.length),
    list.map(([l, r, k]) => `${l} ${r} ${k}`),
  );

const MAX = 1e15;

export default function generate(rng) {
  const smallRange = () => {
    const l = rng.int(1, 1e6);
    return [l, l + rng.int(0, 20000), rng.int(1, 100)];
  };
  const bigRange = () => {
    const l = rng.int(1, MAX / 2);
    return [l, rng.int(l, MAX), rng.int(1, 100)];
  };
  return [
    { input: queries([[1, 1, 1]]), note: 'a single ticket, K = 1', hidden: false },
    {
      input: queries([
        [1, 9, 10],
        [1, 99, 100],
        [99, 99, 18],
      ]),
      note: 'K larger than every reachable digit sum, or exactly reached',
    },
    {
      input: queries([
        [10, 10, 1],
        [100, 100, 2],
        [1000, 1000, 1],
      ]),
      note: 'powers of ten (digit sum 1)',
    },
    { input: queries(Array.from({ length: 20 }, smallRange)), note: 'short ranges' },
    {
      input: queries(Array.from({ length: 20 }, () => [1, rng.int(1, 50000), rng.int(1, 12)])),
      note: 'ranges from 1',
    },
    {
      input: queries([
        [MAX, MAX, 1],
        [MAX - 1000, MAX, 7],
        [999999999999999, MAX, 135],
      ]),
      note: 'around 10^15 (digit sum 135 for fifteen 9s)',
    },
    {
      input: queries([
        [1, MAX, 1],
        [1, MAX, 100],
        [1, MAX, 9],
      ]),
      note: 'the whole range',
      large: true,
    },
    { input: queries(Array.from({ length: 20 }, bigRange)), note: 'maximum q, huge ranges', large: true },
    {
      input: queries(Array.from({ length: 20 }, () => [1, MAX - rng.int(0, 1e6), rng.int(90, 100)])),
      note: 'maximum q, largest K',
      large: true,
    },
    { input: queries([[123456789, 987654321987, 37]]), note: 'mid-size range', large: true },
  ];
}
