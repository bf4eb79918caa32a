import { lines } from '../../lib/format.mjs';

const test = (serial, k) => lines(serial, String(k));

export default function generate(rng) {
  const N = 100000;
  // Non-decreasing digits: every greedy deletion is at the very end.
  const sorted = Array.from({ length: N }, (_, i) => String(Math.floor((i * 10) / N))).join('');
  return [
    { input: test('7', 0), note: 'single digit, nothing deleted', hidden: false },
    { input: test('7', 1), note: 'single digit deleted', hidden: false },
    { input: test('10200', 1), note: 'leading zeros after deletion' },
    { input: test('100000', 1), note: 'only zeros remain' },
    { input: test('123456789', 4), note: 'increasing: drop the tail' },
    { input: test('987654321', 4), note: 'decreasing: drop the head' },
    { input: test('4444444', 3), note: 'all equal' },
    { input: test(rng.string(30, '0123456789'), 10), note: 'small random' },
    { input: test(rng.string(2000, '0123'), 700), note: 'random, few digit values' },
    { input: test(rng.string(N, '0123456789'), 50000), note: 'maximum size, random', large: true },
    { input: test(sorted, 50000), note: 'maximum size, non-decreasing', large: true },
  ];
}
