import { lines } from '../../lib/format.mjs';

const test = (roots, words) => lines(`${roots.length} ${words.length}`, roots, words);

export default function generate(rng) {
  const str = (lo, hi, alphabet) => rng.string(rng.int(lo, hi), alphabet);
  const smallRoots = Array.from({ length: 15 }, () => str(1, 4, 'abc'));
  const smallWords = Array.from({ length: 20 }, () => str(1, 7, 'abc'));
  const midRoots = Array.from({ length: 500 }, () => str(2, 8, 'abcdefgh'));
  const midWords = Array.from({ length: 1500 }, () => str(3, 12, 'abcdefgh'));
  // Every root and word shares its first 18 letters, so each naive prefix test compares 19 or 20
  // before deciding. Words whose 19th letter is c or d shorten to a 19-letter root, most others
  // are a root themselves, and those with an a after the stem fit none.
  const STEM = 'a'.repeat(18);
  const bigRoots = Array.from({ length: 15000 }, (_, i) =>
    i % 1000 === 0 ? `${STEM}${str(1, 1, 'cd')}` : `${STEM}${str(2, 2, 'bcdef')}`,
  );
  const bigWords = Array.from({ length: 15000 }, () => `${STEM}${str(2, 2, 'abcdef')}`);
  return [
    { input: test(['a'], ['a']), note: 'single root equal to the word', hidden: false },
    { input: test(['b'], ['abc']), note: 'no root fits', hidden: false },
    { input: test(['abcd'], ['abc', 'abcd', 'abcde']), note: 'root longer than a word' },
    { input: test(['x', 'x', 'xy'], ['xyz', 'yx']), note: 'duplicate roots' },
    { input: test(['abc', 'ab', 'a'], ['abcd', 'ab']), note: 'nested roots, longest listed first' },
    {
      input: test(['zzzzzzzzzzzzzzzzzzzz'], ['zzzzzzzzzzzzzzzzzzzz', 'zzzzzzzzzzzzzzzzzzzy']),
      note: 'maximum length',
    },
    { input: test(smallRoots, smallWords), note: 'small random' },
    { input: test(midRoots, midWords), note: 'random, 500 roots, 1500 words' },
    {
      input: test(
        ['q'],
        Array.from({ length: 3000 }, () => str(1, 20, 'pq')),
      ),
      note: 'one short root',
    },
    { input: test(bigRoots, bigWords), note: 'maximum size, long shared starts', large: true },
  ];
}
