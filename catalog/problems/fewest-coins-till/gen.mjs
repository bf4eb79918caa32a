import { lines } from '../../lib/format.mjs';

function till(coins, amount) {
  return lines(`${coins.length} ${amount}`, coins.join(' '));
}

export default function generate(rng) {
  const A = 10000;
  return [
    { input: till([7], 0), note: 'amount zero', hidden: false },
    { input: till([3, 5], 9), note: 'greedy gets stuck, 3 + 3 + 3 works', hidden: false },
    { input: till([A], A), note: 'one coin equal to the amount' },
    { input: till([A], A - 1), note: 'one coin, too large' },
    { input: till([1], A), note: 'only 1-coins, maximum amount' },
    { input: till([2, 4, 6], 7), note: 'all even coins, odd amount' },
    { input: till(rng.distinct(5, 1, 20), rng.int(20, 60)), note: 'small random' },
    { input: till([1, 5, 10, 25, 50, 100], 9999), note: 'canonical coin system' },
    { input: till(rng.distinct(50, 7, 300), A), note: 'maximum n, medium coins', large: true },
    { input: till([9973, 9967, 9949, 13, 17], A - 1), note: 'large primes and small primes', large: true },
    { input: till(rng.distinct(50, 2000, A), A), note: 'maximum n, large coins', large: true },
    {
      input: till([1].concat(rng.distinct(49, 90, 150)), A - 7),
      note: 'near-equal coins plus 1',
      large: true,
    },
  ];
}
