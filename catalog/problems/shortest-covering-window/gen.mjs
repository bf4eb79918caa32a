import { lines } from '../../lib/format.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export default function generate(rng) {
  const N = 100000;
  // t is a random multiset of 30 letters; s is random text over the same letters.
  const t1 = rng.string(30, 'abcdefghij');
  const s1 = rng.string(N, 'abcdefghijklmnop');
  // Many copies of a few letters: windows must respect multiplicities.
  const t2 = 'x'.repeat(500) + 'y'.repeat(300);
  const s2 = rng.string(N, 'xyz');
  return [
    { input: lines('a', 'a'), note: 'single letter, found', hidden: false },
    { input: lines('a', 'A'), note: 'case matters', hidden: false },
    { input: lines('ab', 'abc'), note: 't longer than s' },
    { input: lines('bba', 'ab'), note: 'window at the end' },
    { input: lines('aaflslflsldkalskaaa', 'aaa'), note: 'repeated letter, tail window' },
    { input: lines('xyzyx', 'zz'), note: 'not enough copies' },
    { input: lines(rng.string(30, 'abc'), rng.string(3, 'abc')), note: 'small random' },
    { input: lines(rng.string(2000, 'abcdefgh'), rng.string(12, 'abcdefgh')), note: 'random, 2000 letters' },
    { input: lines(s1, t1), note: 'maximum |s|, random', large: true },
    { input: lines(s2, t2), note: 'maximum |s|, high multiplicities', large: true },
    {
      input: lines(`${'a'.repeat(N - 1)}b`, 'ab'),
      note: 'maximum |s|, window only at the very end',
      large: true,
    },
    {
      input: lines(rng.string(30000, LETTERS), rng.string(30000, LETTERS)),
      note: 'long s and long t, random',
      large: true,
    },
    { input: lines(rng.string(N, LETTERS), LETTERS), note: 'maximum |s|, every letter once', large: true },
  ];
}
