import { lines } from '../../lib/format.mjs';

const N = 200000;

/** a^m b a^(m-1): every prefix longer than a^m fails only after many comparisons. */
const nearMiss = (m) => `${'a'.repeat(m)}b${'a'.repeat(m - 1)}`;

/** A random palindrome of length len followed by random tail letters. */
function palindromeThenTail(rng, len, tail, alphabet) {
  const half = rng.string(Math.floor(len / 2), alphabet);
  const mid = len % 2 ? rng.pick([...alphabet]) : '';
  return half + mid + [...half].reverse().join('') + rng.string(tail, alphabet);
}

export default function generate(rng) {
  return [
    { input: lines('q'), note: 'a single letter', hidden: false },
    { input: lines('ab'), note: 'two different letters' },
    { input: lines('aab'), note: 'palindromic prefix aa' },
    { input: lines('baaa'), note: 'only the first letter' },
    { input: lines(palindromeThenTail(rng, 101, 50, 'ab')), note: 'palindrome then a tail, two letters' },
    { input: lines(rng.string(3000, 'abc')), note: 'random, three letters' },
    { input: lines(nearMiss(2000)), note: 'small near-miss string' },
    { input: lines(palindromeThenTail(rng, 5000, 5000, 'xy')), note: 'long palindrome then a tail' },
    { input: lines('z'.repeat(10000)), note: 'already a palindrome' },
    {
      input: lines(nearMiss(N / 2)),
      note: 'maximum n, near-miss prefixes (about n^2/8 comparisons)',
      large: true,
    },
  ];
}
