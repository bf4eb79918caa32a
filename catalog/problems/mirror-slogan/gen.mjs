import { lines } from '../../lib/format.mjs';

const PUNCT = ",.!?'-_:;";
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Randomly switches the case of letters and sprinkles punctuation between characters. */
function decorate(rng, core, punctRate) {
  let s = '';
  for (const ch of core) {
    while (rng.bool(punctRate)) s += rng.pick(PUNCT);
    s += rng.bool() ? ch.toUpperCase() : ch.toLowerCase();
  }
  return s;
}

/** A palindrome of length n over the alphabet (lower case letters and digits). */
function palindrome(rng, n, alphabet) {
  const half = rng.string(Math.floor(n / 2), alphabet);
  const mid = n % 2 ? rng.string(1, alphabet) : '';
  return half + mid + [...half].reverse().join('');
}

export default function generate(rng) {
  const lower = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const nearMiss = [...palindrome(rng, 60001, 'ab')];
  nearMiss[12345] = nearMiss[12345] === 'a' ? 'b' : 'a';
  return [
    { input: lines(''), note: 'empty slogan', hidden: false },
    { input: lines('Z'), note: 'single letter', hidden: false },
    { input: lines('0P'), note: 'digit and letter differ (0 vs P)' },
    { input: lines('Aa'), note: 'same letter, different case' },
    { input: lines('1a2:2A1'), note: 'digits and letters mixed' },
    { input: lines('.,!?'.repeat(50)), note: 'punctuation only' },
    { input: lines(decorate(rng, palindrome(rng, 41, lower), 0.3)), note: 'small mirror slogan' },
    { input: lines(decorate(rng, rng.string(40, lower), 0.3)), note: 'small random slogan' },
    { input: lines(decorate(rng, palindrome(rng, 50000, lower), 0.5)), note: 'long mirror slogan' },
    { input: lines(decorate(rng, nearMiss.join(''), 0.2)), note: 'long, one mismatch in the middle' },
    { input: lines(decorate(rng, rng.string(100000, ALNUM.slice(0, 2)), 0)), note: 'maximum length, random' },
    { input: lines(decorate(rng, palindrome(rng, 100000, 'x'), 0)), note: 'maximum length, one letter' },
  ];
}
