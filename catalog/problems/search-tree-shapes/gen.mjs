import { lines } from '../../lib/format.mjs';

const queries = (ns) => lines(String(ns.length), ns.map(String));

export default function generate(rng) {
  return [
    { input: queries([2]), note: 'two keys', hidden: false },
    { input: queries([0, 0, 1]), note: 'empty and single-key cabinets' },
    { input: queries(Array.from({ length: 13 }, (_, i) => i)), note: 'n = 0 .. 12' },
    { input: queries([14, 15, 13]), note: 'values still below the modulus', large: true },
    { input: queries(rng.array(8, 1, 12)), note: 'small random' },
    { input: queries([7, 7, 7, 7]), note: 'repeated query' },
    { input: queries([19, 20, 21]), note: 'first values above 10^9 + 7', large: true },
    { input: queries([20]), note: 'n = 20 (6564120420 shapes before the modulus)', large: true },
    { input: queries([100, 250, 500]), note: 'medium n', large: true },
    { input: queries(rng.array(300, 0, 1000)), note: 'random up to 1000', large: true },
    { input: queries([2000]), note: 'maximum n', large: true },
    { input: queries(rng.array(2000, 0, 2000)), note: 'maximum q, random n', large: true },
  ];
}
