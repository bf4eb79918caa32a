import { lines, row } from '../../lib/format.mjs';

const test = (values, k) => lines(`${values.length} ${k}`, row(values));

export default function generate(rng) {
  const M = 10000;
  // Runs of penalties longer than k force landings: the least harmful ones must be chosen.
  const penalties = [5, -3, -8, -2, -9, -4, -7, -1, -6, 4];
  const descending = Array.from({ length: 60000 }, (_, i) => 9 - Math.floor((i * 19) / 60000));
  return [
    { input: test([-7], 1), note: 'a single stone', hidden: false },
    { input: test([M, -M, M], 1), note: 'k = 1: every stone is visited', hidden: false },
    { input: test([-M, -M, -M, -M, -M], 4), note: 'all penalties, one long hop' },
    { input: test(Array(40).fill(-M), 1), note: 'all minimum, k = 1' },
    { input: test(Array(40).fill(M), 3), note: 'all maximum: land everywhere' },
    { input: test(penalties, 3), note: 'a run of penalties longer than k' },
    { input: test(rng.array(20, -10, 10), 3), note: 'small random' },
    { input: test(rng.array(2000, -M, M), 50), note: 'random, k = 50' },
    { input: test(rng.array(3000, -M, M / 2), 3000), note: 'random, k = n' },
    { input: test(Array(10000).fill(-M), 1), note: 'k = 1 over 10^4 minimum bonuses' },
    { input: test(rng.array(200000, -9, 9), 100000), note: 'maximum n, k = n / 2', large: true },
    {
      input: test(descending, 40000),
      note: 'n = 6·10^4, bonuses falling slowly: a long deque, k = 4·10^4',
      large: true,
    },
  ];
}
