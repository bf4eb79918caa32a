import { lines, row } from '../../lib/format.mjs';

const test = (rows, hours) => lines(`${rows.length} ${hours}`, row(rows));

export default function generate(rng) {
  const big = rng.array(10000, 1, 1000000000);
  return [
    { input: test([1], 1), note: 'single row of one', hidden: false },
    { input: test([1000000000], 1000000000), note: 'huge row, one per hour is enough', hidden: false },
    { input: test([10, 10, 10], 3), note: 'one hour per row' },
    { input: test([10, 10, 10], 6), note: 'two hours per row' },
    { input: test([10, 10, 10], 7), note: 'one spare hour does not help' },
    { input: test([5, 1, 1, 1, 1], 9), note: 'spare hours go to the big row' },
    { input: test(rng.array(10, 1, 50), 25), note: 'small random' },
    { input: test(rng.array(1000, 1, 100000), 15000), note: 'random, 1000 rows' },
    { input: test(new Array(500).fill(99991), 500 * 7), note: 'equal prime-sized rows' },
    { input: test(big, 20000), note: 'maximum size, tight hours', large: true },
    { input: test(big, 1000000000), note: 'maximum size, maximum hours' },
  ];
}
