import { lines } from '../../lib/format.mjs';

const N = 160000;
const M = 12000;
const pair = (text, pattern) => lines(text, pattern);

/** A text built from copies of the pattern with random noise between them. */
function planted(rng, pattern, n, alphabet) {
  let s = '';
  while (s.length < n) s += rng.bool(0.6) ? pattern : rng.string(rng.int(1, 5), alphabet);
  return s.slice(0, n);
}

export default function generate(rng) {
  const ab = 'ab';
  return [
    { input: pair('a', 'a'), note: 'single letter match', hidden: false },
    { input: pair('a', 'ab'), note: 'pattern longer than the text' },
    { input: pair('abc', 'abc'), note: 'pattern equals the text' },
    { input: pair(rng.string(200, ab), rng.string(3, ab)), note: 'two-letter alphabet, short pattern' },
    { input: pair(planted(rng, 'abaab', 2000, ab), 'abaab'), note: 'planted self-overlapping pattern' },
    {
      input: pair(planted(rng, 'aabaabaaa', 5000, ab), 'aabaabaaa'),
      note: 'pattern with nested borders',
    },
    { input: pair(rng.string(M, 'abcdefghijklmnopqrstuvwxyz'), 'zz'), note: 'random text, rare pattern' },
    {
      input: pair('a'.repeat(N), 'a'.repeat(N / 2)),
      note: 'all equal letters, half-length pattern (maximum test)',
      large: true,
    },
    {
      input: pair(`${'a'.repeat(M - 1)}b`, `${'a'.repeat(M / 3)}b`),
      note: 'long near-matches then one match at the end',
    },
    {
      input: pair('ab'.repeat(M / 2), `${'ab'.repeat(M / 4 - 1)}a`),
      note: 'periodic text and pattern',
    },
  ];
}
