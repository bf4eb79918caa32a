import { lines } from '../../lib/format.mjs';

const queries = (list) =>
  lines(
    String(list.length),
    list.map((row) => row.join(' ')),
  );

const A = 1e9;
const C = 1e15;

export default function generate(rng) {
  const small = () => [rng.int(1, 30), rng.int(1, 30), rng.int(0, 2000)];
  const withGcd = () => {
    const g = rng.int(1, 1000);
    return [g * rng.int(1, 1000), g * rng.int(1, 1000), g * rng.int(0, 1e6)];
  };
  const big = () => [rng.int(1, A), rng.int(1, A), rng.int(0, C)];
  const manyWays = () => [rng.int(1, 100), rng.int(1, 100), rng.int(C / 2, C)];
  return [
    { input: queries([[7, 7, 0]]), note: 'zero postage', hidden: false },
    {
      input: queries([
        [1, 1, 0],
        [1, 1, 1],
        [2, 2, 3],
        [5, 3, 1],
      ]),
      note: 'tiny cases, including impossible ones',
      hidden: false,
    },
    {
      input: queries([
        [A, A, C],
        [A, A - 1, C],
        [A, 1, 999999999],
      ]),
      note: 'largest stamps',
      large: true,
    },
    { input: queries(Array.from({ length: 300 }, small)), note: 'small random queries' },
    { input: queries(Array.from({ length: 300 }, withGcd)), note: 'shared factors' },
    {
      input: queries([
        [6, 10, 1000000],
        [6, 10, 1000001],
        [12, 18, 999996],
      ]),
      note: 'gcd greater than one',
    },
    { input: queries(Array.from({ length: 1000 }, big)), note: 'maximum q, random', large: true },
    {
      input: queries(Array.from({ length: 1000 }, manyWays)),
      note: 'small stamps, huge postage',
      large: true,
    },
    {
      input: queries([
        [1, 2, C],
        [3, 7, C - 1],
      ]),
      note: 'maximal counts',
      large: true,
    },
    {
      input: queries([[999999937, 999999929, 999999937 * 1000 + 999999929 * 5]]),
      note: 'two large primes, a single way',
    },
  ];
}
