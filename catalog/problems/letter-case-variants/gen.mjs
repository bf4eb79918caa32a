import { lines } from '../../lib/format.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export default function generate(rng) {
  /** A code of length n with exactly m letters at random places. */
  const code = (n, m) => {
    const chars = Array.from({ length: n }, () => rng.pick([...'0123456789']));
    for (const p of rng.distinct(m, 0, n - 1)) chars[p] = rng.pick([...LETTERS]);
    return chars.join('');
  };
  return [
    { input: lines('z'), note: 'a single lower-case letter', hidden: false },
    { input: lines('7'), note: 'a single digit', hidden: false },
    { input: lines('Q'), note: 'a single upper-case letter' },
    { input: lines('01234567890123456789'), note: 'twenty digits, no letter' },
    { input: lines('aB'), note: 'mixed cases in the input' },
    { input: lines('zZ9'), note: 'the same letter in both cases' },
    { input: lines(code(8, 4)), note: 'four letters among digits' },
    { input: lines(code(12, 7)), note: 'seven letters' },
    { input: lines('abcdefghijkl'), note: 'twelve letters, no digit' },
    { input: lines(code(20, 12)), note: 'maximum length and letters', large: true },
    { input: lines('9a8B7c6D5e4F3g2H1i0J'), note: 'alternating letters and digits, ten letters' },
  ];
}
