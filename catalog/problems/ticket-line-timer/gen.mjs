import { lines, row } from '../../lib/format.mjs';

const line = (tickets, k) => lines(`${tickets.length} ${k}`, row(tickets));

export default function generate(rng) {
  const big = rng.array(1000, 1, 1000);
  return [
    { input: line([1], 0), note: 'a single fan, one ticket', hidden: false },
    { input: line([1000], 0), note: 'a single fan, maximum tickets' },
    { input: line([3, 3, 3, 3], 3), note: 'all equal, last fan' },
    { input: line([3, 3, 3, 3], 0), note: 'all equal, first fan' },
    { input: line([1, 1, 1, 9], 1), note: 'fan behind k wants many' },
    { input: line([5, 1, 1, 1, 5], 4), note: 'k at the back' },
    { input: line(rng.array(10, 1, 5), 4), note: 'small random' },
    { input: line(rng.array(300, 1, 1000), rng.int(0, 299)), note: 'random, 300 fans' },
    { input: line(big, 0), note: 'maximum n, k first' },
    { input: line(big, 999), note: 'maximum n, k last' },
    { input: line(new Array(1000).fill(1000), 500), note: 'maximum everything' },
  ];
}
