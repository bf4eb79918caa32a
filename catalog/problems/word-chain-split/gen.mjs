import { array, lines } from '../../lib/format.mjs';

const t = (s, words) => lines(s) + array(words);

/** A message glued from random dictionary words; optionally one letter changed at the end. */
function glued(rng, words, minLen) {
  let s = '';
  while (s.length < minLen) s += rng.pick(words);
  return s;
}

export default function generate(rng) {
  const as = Array.from({ length: 20 }, (_, i) => 'a'.repeat(i + 1));
  const dict = Array.from(new Set(Array.from({ length: 300 }, () => rng.string(rng.int(2, 8), 'abcde'))));
  const big = glued(rng, dict, 19990);
  const abWords = ['ab', 'aba', 'ba', 'bab', 'b'];
  return [
    { input: t('a', ['a']), note: 'one letter, one word', hidden: false },
    { input: t('a', ['b']), note: 'one letter, no match', hidden: false },
    { input: t('abab', ['ab']), note: 'one word used twice' },
    { input: t('aaaaaaab', ['a', 'aa', 'aaa']), note: 'no word ends with b' },
    { input: t('xyz', ['xyzw', 'w']), note: 'words longer than the message' },
    {
      input: t('pineapplepenapple', ['apple', 'pen', 'applepen', 'pine', 'pineapple']),
      note: 'several splits',
    },
    { input: t(glued(rng, abWords, 25), abWords), note: 'small, overlapping words' },
    { input: t(`${'a'.repeat(24)}b`, ['a', 'aa', 'aaa']), note: 'small backtracking trap' },
    { input: t(glued(rng, dict, 500), dict), note: 'random, splittable' },
    {
      input: t(`${glued(rng, dict, 19990)}zz`, dict),
      note: 'maximum, ends with letters outside every word',
      large: true,
    },
    { input: t(big, dict), note: 'maximum, splittable' },
    { input: t(`${'a'.repeat(19999)}b`, as), note: 'maximum: a…ab with words a…a', large: true },
    {
      input: t(`${'ab'.repeat(9999)}aab`, ['ab', 'a', 'b'.repeat(20), 'aba', 'bab', 'abab']),
      note: 'maximum, fails at the very end',
      large: true,
    },
  ];
}
