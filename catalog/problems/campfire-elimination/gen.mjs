import { lines } from '../../lib/format.mjs';

const ask = (n, k) => lines(`${n} ${k}`);

export default function generate(rng) {
  return [
    { input: ask(1, 1), note: 'a single camper', hidden: false },
    { input: ask(2, 1), note: 'two campers, k = 1' },
    { input: ask(2, 2), note: 'two campers, k = 2' },
    { input: ask(10, 3), note: 'classic small circle' },
    { input: ask(41, 3), note: 'forty-one campers, k = 3' },
    { input: ask(1000, 1e9), note: 'k far larger than n' },
    { input: ask(5000, 5000), note: 'k = n' },
    { input: ask(rng.int(3000, 8000), rng.int(2, 100)), note: 'random mid-size circle' },
    { input: ask(1e6, 1), note: 'maximum n, k = 1', large: true },
    { input: ask(1e6, 2), note: 'maximum n, k = 2', large: true },
    { input: ask(1e6, 1e9), note: 'maximum n and k', large: true },
    { input: ask(999983, rng.int(2, 1e9)), note: 'prime n, random k', large: true },
  ];
}
