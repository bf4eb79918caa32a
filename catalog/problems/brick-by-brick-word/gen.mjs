import { lines } from '../../lib/format.mjs';

const test = (words) => lines(String(words.length), words);

/** count random words over alphabet with lengths in [minLen, maxLen]. */
function words(rng, count, alphabet, minLen, maxLen) {
  return Array.from({ length: count }, () => rng.string(rng.int(minLen, maxLen), alphabet));
}

/** Every prefix of each word, shuffled, with some prefixes dropped to break chains. */
function chains(rng, roots, dropRate) {
  const out = [];
  for (const w of roots) {
    for (let len = 1; len <= w.length; len++) if (!rng.bool(dropRate)) out.push(w.slice(0, len));
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  const full = 'abcdefghijklmnopqrst';
  return [
    { input: test(['z']), note: 'one word of one letter', hidden: false },
    { input: test(['ab']), note: 'one word, not buildable', hidden: false },
    { input: test(['house', 'hous', 'hou']), note: 'no one-letter word: empty answer' },
    { input: test(['b', 'a', 'c']), note: 'only one-letter words: alphabetically first' },
    { input: test(['ab', 'a', 'ab', 'a', 'abc']), note: 'duplicates and a chain' },
    { input: test(['a', 'abc', 'abcd', 'abcde']), note: 'a missing middle prefix' },
    { input: test(chains(rng, [full, 'tsrqponmlkjihgfedcba'], 0)), note: 'two full chains of 20 letters' },
    { input: test(words(rng, 40, 'ab', 1, 5)), note: 'small random over two letters' },
    { input: test(chains(rng, words(rng, 300, 'abc', 3, 12), 0.05)), note: 'random chains, some broken' },
    { input: test(words(rng, 10000, 'xyz', 1, 20)), note: 'maximum size, random over three letters' },
    {
      input: test(chains(rng, words(rng, 600, 'abcdefghijklmnopqrstuvwxyz', 10, 20), 0.02).slice(0, 10000)),
      note: 'maximum size, long chains',
      large: true,
    },
  ];
}
