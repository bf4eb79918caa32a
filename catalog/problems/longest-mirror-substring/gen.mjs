import { lines } from '../../lib/format.mjs';

const N = 5000;

/** A random string with a palindrome of length len planted at position at. */
function planted(rng, n, len, at, alphabet) {
  const half = rng.string(Math.floor(len / 2), alphabet);
  const mid = len % 2 ? rng.string(1, alphabet) : '';
  const pal = half + mid + [...half].reverse().join('');
  const base = rng.string(n, alphabet);
  return base.slice(0, at) + pal + base.slice(at + len);
}

export default function generate(rng) {
  const reversedHalf = (() => {
    const h = rng.string(N / 2, 'ab');
    const full = h + [...h].reverse().join('');
    // Break the symmetry once near the centre: the full string is no longer a palindrome.
    return `${full.slice(0, N / 2 - 5)}${full[N / 2 - 5] === 'a' ? 'b' : 'a'}${full.slice(N / 2 - 4)}`;
  })();
  return [
    { input: lines('z'), note: 'a single letter', hidden: false },
    { input: lines('ab'), note: 'two different letters: the first one', hidden: false },
    { input: lines('bb'), note: 'two equal letters: the whole string' },
    { input: lines('abcbaxabccbay'), note: 'odd and even palindromes, the even one longer' },
    { input: lines('xyzyxabcdcbaqq'), note: 'a later, longer palindrome replaces an earlier one' },
    { input: lines(rng.string(300, 'ab')), note: 'random string over two letters, n = 300' },
    { input: lines(planted(rng, 400, 57, 123, 'abc')), note: 'palindrome of length 57 planted in noise' },
    { input: lines(rng.string(N, 'abcdefghijklmnopqrstuvwxyz')), note: 'random lowercase, n = 5000' },
    { input: lines('a'.repeat(N)), note: 'one repeated letter: the whole string', large: true },
    {
      input: lines('ab'.repeat(N / 2)),
      note: 'alternating letters: half of all substrings fully checked',
      large: true,
    },
    {
      input: lines(`${'a'.repeat(2499)}b${'a'.repeat(2500)}`),
      note: 'one b just left of the middle: the answer is not the whole string',
      large: true,
    },
    { input: lines(reversedHalf), note: 'almost a full palindrome, broken near the centre', large: true },
    { input: lines(rng.string(N, 'ab')), note: 'random over two letters, n = 5000', large: true },
  ];
}
