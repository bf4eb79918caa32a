import { lines } from '../../lib/format.mjs';

const MAX = 1e15;
const tri = (k) => (k * (k + 1)) / 2;
const queries = (ns) => lines(String(ns.length), ns.map(String));

export default function generate(rng) {
  // Values right at and around triangular numbers, where off-by-one errors show.
  const around = [];
  for (let t = 0; t < 300; t++) {
    const k = rng.int(1, 44721359);
    around.push(tri(k) - 1, tri(k), tri(k) + 1);
  }
  return [
    { input: queries([2]), note: 'two coins: one row, one coin left', hidden: false },
    { input: queries([3]), note: 'exactly two rows' },
    { input: queries([MAX]), note: 'maximum n' },
    {
      input: queries([tri(44721359), tri(44721359) - 1, tri(44721360) - 1]),
      note: 'triangular numbers near the maximum',
    },
    { input: queries(Array.from({ length: 30 }, (_, i) => i)), note: 'n = 0 .. 29' },
    { input: queries(rng.array(50, 0, 100)), note: 'small random piles' },
    { input: queries(rng.array(100, 0, 1e6)), note: 'medium random piles' },
    { input: queries(around), note: 'triangular numbers and their neighbours' },
    { input: queries(new Array(500).fill(0)), note: 'many empty piles' },
    { input: queries(rng.array(10000, 0, MAX)), note: 'maximum q, random n up to 10^15' },
    { input: queries(rng.array(2000, MAX - 1e6, MAX)), note: 'n close to 10^15' },
  ];
}
