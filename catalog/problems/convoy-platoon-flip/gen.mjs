import { lines, row } from '../../lib/format.mjs';

const convoy = (values, k) => lines(`${values.length} ${k}`, row(values));

export default function generate(rng) {
  const N = 100000;
  const seq = (n) => Array.from({ length: n }, (_, i) => i + 1);
  return [
    { input: convoy([42], 1), note: 'one truck, k = 1', hidden: false, kind: 'edge' },
    { input: convoy([5, 6], 2), note: 'one platoon, the whole convoy', hidden: false, kind: 'edge' },
    { input: convoy([4, 3, 2, 1], 1), note: 'k = 1: nothing moves', kind: 'edge' },
    { input: convoy([1, 2, 3, 4], 100000), note: 'k far larger than n', kind: 'edge' },
    { input: convoy([1, 2, 3, 4, 5], 4), note: 'one platoon and a tail of one', kind: 'edge' },
    { input: convoy([7, 7, 0, 7, 10000, 0], 3), note: 'duplicates and extreme values', kind: 'edge' },
    { input: convoy(seq(10), 5), note: 'exact multiple of k' },
    { input: convoy(rng.array(23, 0, 99), 4), note: 'small random, tail of three' },
    { input: convoy(rng.array(1000, 0, 10000), 37), note: 'random, k = 37' },
    { input: convoy(rng.array(5000, 0, 10000), 4999), note: 'k = n - 1, one truck left over' },
    { input: convoy(rng.array(N, 0, 9), N), note: 'maximum n, one platoon of the whole convoy', large: true },
    { input: convoy(rng.array(N, 0, 9), 2), note: 'maximum n, pairs', large: true },
  ];
}
