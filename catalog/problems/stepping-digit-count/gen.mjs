import { lines } from '../../lib/format.mjs';

const ask = (list) =>
  lines(
    String(list.length),
    list.map(([lo, hi]) => `${lo} ${hi}`),
  );

const MAX = 10 ** 15;

export default function generate(rng) {
  const range = (maxHi, maxWidth) => {
    const lo = rng.int(1, maxHi);
    return [lo, Math.min(maxHi, lo + rng.int(0, maxWidth))];
  };
  const anyRange = (maxHi) => {
    const a = rng.int(1, maxHi);
    const b = rng.int(1, maxHi);
    return [Math.min(a, b), Math.max(a, b)];
  };
  const stepping = [1, 9, 10, 12, 98, 101, 987654321, 123456789012345, 989898989898989, 101010101010101];
  return [
    { input: ask([[1, 1]]), note: 'the smallest range', hidden: false },
    {
      input: ask([
        [1, 9],
        [10, 99],
        [100, 999],
      ]),
      note: 'all numbers of one, two and three digits',
      hidden: false,
    },
    { input: ask(stepping.map((v) => [v, v])), note: 'single stepping numbers, up to 15 digits' },
    {
      input: ask([
        [11, 11],
        [135, 135],
        [100, 100],
        [999999, 999999],
      ]),
      note: 'single non-stepping numbers',
    },
    { input: ask(Array.from({ length: 200 }, () => range(1000, 100))), note: 'small random ranges' },
    {
      input: ask(Array.from({ length: 50 }, () => range(MAX, 2000))),
      note: 'narrow ranges among huge numbers',
    },
    {
      input: ask(Array.from({ length: 20 }, () => range(1000000, 5000))),
      note: 'ranges up to 10^6',
    },
    {
      input: ask([
        [1, MAX],
        [MAX, MAX],
        [MAX - 1, MAX],
        [1, MAX - 1],
      ]),
      note: 'the full range and its end',
      large: true,
    },
    {
      input: ask([
        [1, 10 ** 8],
        [10 ** 9, 2 * 10 ** 9],
      ]),
      note: 'ranges of 10^8 and 10^9 numbers',
      large: true,
    },
    {
      input: ask(Array.from({ length: 2000 }, () => anyRange(MAX))),
      note: 'maximum q, wide random ranges',
      large: true,
    },
    {
      input: ask(Array.from({ length: 2000 }, () => anyRange(10 ** rng.int(2, 15)))),
      note: 'maximum q, ranges of every magnitude',
      large: true,
    },
  ];
}
