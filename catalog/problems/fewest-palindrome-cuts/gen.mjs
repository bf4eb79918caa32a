import { lines } from '../../lib/format.mjs';

/** Concatenated random palindromes (lengths 1..maxLen) over the alphabet. */
function palindromeChain(rng, n, maxLen, alphabet) {
  let s = '';
  while (s.length < n) {
    const half = rng.string(rng.int(0, maxLen >> 1), alphabet);
    const mid = rng.bool() ? rng.string(1, alphabet) : '';
    s += half + mid + half.split('').reverse().join('');
  }
  return s.slice(0, n);
}

export default function generate(rng) {
  const N = 2000;
  return [
    { input: lines('q'), note: 'a single letter', hidden: false, kind: 'edge' },
    { input: lines('ab'), note: 'two different letters', kind: 'edge' },
    { input: lines('racecar'), note: 'already a palindrome', kind: 'edge' },
    { input: lines('aab'), note: 'greedy longest prefix is fine here' },
    { input: lines('abaaba'), note: 'whole string beats the greedy split' },
    { input: lines('abacdcx'), note: 'overlapping palindromes' },
    { input: lines(rng.string(14, 'ab')), note: 'small random over two letters' },
    { input: lines(palindromeChain(rng, 16, 6, 'xyz')), note: 'small chain of palindromes' },
    { input: lines('a'.repeat(N)), note: 'maximum length, one letter', large: true },
    { input: lines(rng.string(N, 'ab')), note: 'maximum length, random over two letters', large: true },
    {
      input: lines(palindromeChain(rng, N, 40, 'abc')),
      note: 'maximum length, chain of palindromes',
      large: true,
    },
    { input: lines('ab'.repeat(N / 2)), note: 'maximum length, alternating', large: true },
    {
      input: lines(rng.string(N, 'abcdefghijklmnopqrstuvwxyz')),
      note: 'maximum length, random letters',
      large: true,
    },
  ];
}
