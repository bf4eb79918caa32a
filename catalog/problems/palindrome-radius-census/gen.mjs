import { lines } from '../../lib/format.mjs';

const N = 150000;

/** A string made of random palindromes glued together (many long palindromes). */
function gluedPalindromes(rng, n, alphabet) {
  let s = '';
  while (s.length < n) {
    const half = rng.string(rng.int(1, 30), alphabet);
    const rev = [...half].reverse().join('');
    s += rng.bool() ? half + rev : half + rng.pick([...alphabet]) + rev;
  }
  return s.slice(0, n);
}

export default function generate(rng) {
  return [
    { input: lines('z'), note: 'a single letter', hidden: false },
    { input: lines('ab'), note: 'two different letters' },
    { input: lines('abacaba'), note: 'nested odd palindromes' },
    { input: lines(rng.string(2000, 'abcdefghijklmnopqrstuvwxyz')), note: 'random, 26 letters' },
    { input: lines(rng.string(3000, 'ab')), note: 'random, 2 letters' },
    { input: lines(gluedPalindromes(rng, 5000, 'abc')), note: 'glued palindromes' },
    { input: lines('a'.repeat(2000)), note: 'small all-equal string' },
    { input: lines('ab'.repeat(1500)), note: 'small alternating string' },
    { input: lines('a'.repeat(N)), note: 'maximum n, one letter: about 1.1·10^10 palindromes', large: true },
    {
      input: lines(`${'a'.repeat(N / 2 - 1)}b${'a'.repeat(N / 2)}`),
      note: 'maximum n, one different letter off the middle',
      large: true,
    },
  ];
}
