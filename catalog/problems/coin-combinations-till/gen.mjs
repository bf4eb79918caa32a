import { lines, row } from '../../lib/format.mjs';

const t = (coins, amount) => lines(`${coins.length} ${amount}`, row(coins));

export default function generate(rng) {
  const A = 20000;
  return [
    { input: t([1], 0), note: 'amount 0', hidden: false },
    { input: t([1], A), note: 'maximum amount, only ones: exactly one way', large: true },
    { input: t([A], A), note: 'one coin equal to the amount' },
    { input: t([A], A - 1), note: 'coin larger than the amount' },
    { input: t([3, 5, 7], 1), note: 'no way at all' },
    { input: t([5, 2, 1], 11), note: 'coins in any order' },
    { input: t(rng.distinct(5, 1, 20), 60), note: 'small random' },
    { input: t(rng.distinct(10, 1, 100), 500), note: 'random, amount 500 (modulus matters)' },
    { input: t(rng.distinct(50, 50, 2000), 5000), note: '50 large coins' },
    { input: t(rng.permutation(50, 1), A), note: 'maximum: coins 1..50, amount 2·10^4', large: true },
    { input: t(rng.distinct(50, 1, 200), A), note: 'maximum: 50 random small coins', large: true },
  ];
}
