import { lines } from '../../lib/format.mjs';

const AZ = 'abcdefghijklmnopqrstuvwxyz';

export default function generate(rng) {
  const pal = (half) => half + [...half].reverse().join('');
  const noisyPalindrome = (n) => {
    const chars = [...pal(rng.string(n / 2, 'abc'))];
    for (let k = 0; k < n / 20; k++) chars[rng.int(0, n - 1)] = rng.pick([...AZ]);
    return chars.join('');
  };
  return [
    { input: lines('x'), note: 'a single letter', hidden: false },
    { input: lines('ab'), note: 'two different letters', hidden: false },
    { input: lines('racecar'), note: 'already a palindrome' },
    { input: lines('abcdefghijklmnop'), note: 'sixteen distinct letters' },
    { input: lines(rng.string(18, 'ab')), note: 'random over two letters, n = 18' },
    { input: lines(rng.string(20, AZ)), note: 'random lowercase, n = 20' },
    { input: lines('aaaaaaaaaaaaaaaaaaab'), note: 'one odd letter at the end' },
    {
      input: lines(rng.string(40, AZ)),
      note: 'random lowercase, n = 40: about 10^12 plain calls',
      large: true,
    },
    { input: lines(rng.string(1000, AZ)), note: 'maximum n, random lowercase', large: true },
    { input: lines(noisyPalindrome(1000)), note: 'maximum n, a palindrome with noise', large: true },
    {
      input: lines('abcdefghijklmnopqrstuvwxyz'.repeat(39).slice(0, 1000)),
      note: 'maximum n, the alphabet repeated',
      large: true,
    },
    { input: lines('z'.repeat(1000)), note: 'maximum n, one repeated letter: nothing to insert' },
  ];
}
