import { lines } from '../../lib/format.mjs';

const ask = (lo, hi) => lines(`${lo} ${hi}`);
const T = 1e12;
const W = 1e6;

export default function generate(rng) {
  const lo = rng.int(1, T - W);
  return [
    { input: ask(1, 1), note: 'only the number 1', hidden: false },
    { input: ask(2, 2), note: 'only the number 2' },
    { input: ask(24, 28), note: 'a window without primes' },
    { input: ask(1, 100000), note: 'from 1 to 10^5' },
    { input: ask(999983, 999983), note: 'a single prime below 10^6' },
    { input: ask(1000000, 1003000), note: 'just above 10^6' },
    { input: ask(999999999989, 999999999989), note: 'the largest prime below 10^12, alone' },
    { input: ask(T - 2000, T), note: 'a short window below 10^12', large: true },
    { input: ask(T - W, T), note: 'maximum window ending at 10^12', large: true },
    { input: ask(lo, lo + W), note: 'maximum window at a random place', large: true },
    { input: ask(1, W + 1), note: 'maximum window from 1' },
    { input: ask(999999000000, 999999000000 + W), note: 'maximum window, round start', large: true },
  ];
}
