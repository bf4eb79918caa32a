import { lines } from '../../lib/format.mjs';

const MAX = 1e15;
const queries = (xs) => lines(String(xs.length), xs.map(String));

export default function generate(rng) {
  // Powers of 7 and their neighbours (digit roll-overs).
  const powers = [];
  for (let p = 1; p <= MAX; p *= 7) powers.push(p - 1, p, p + 1, -p);
  return [
    { input: queries([7]), note: 'seven is 10', hidden: false },
    { input: queries([-1]), note: 'minus one', hidden: false },
    { input: queries([0, 0]), note: 'zeros' },
    { input: queries([MAX, -MAX]), note: 'extremes' },
    { input: queries(Array.from({ length: 50 }, (_, i) => i - 25)), note: '-25 .. 24' },
    { input: queries(powers), note: 'powers of 7 and neighbours' },
    { input: queries(rng.array(30, -1000, 1000)), note: 'small random' },
    { input: queries(rng.array(500, -1e9, 1e9)), note: 'random up to 10^9' },
    { input: queries(rng.array(10000, -MAX, MAX)), note: 'maximum q, full range' },
    { input: queries(rng.array(3000, 0, 48)), note: 'many one- and two-digit numbers' },
  ];
}
