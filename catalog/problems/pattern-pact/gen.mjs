import { lines } from '../../lib/format.mjs';

const ABC = 'abcdefghijklmnopqrstuvwxyz';

function test(pattern, words) {
  return lines(pattern, String(words.length), words.join(' '));
}

/** k distinct random words. */
function vocabulary(rng, k) {
  const set = new Set();
  while (set.size < k) set.add(rng.string(rng.int(1, 10), ABC));
  return [...set];
}

/** A sentence that honours the pattern. */
function honour(rng, pattern) {
  const vocab = vocabulary(rng, 26);
  return [...pattern].map((c) => vocab[c.charCodeAt(0) - 97]);
}

export default function generate(rng) {
  const N = 10000;
  const p1 = rng.string(N, ABC);
  const good = honour(rng, p1);
  const clash = good.slice();
  // make two different letters share a word near the end
  const i = N - 5;
  const j = p1.indexOf(ABC.split('').find((c) => c !== p1[i] && p1.includes(c)));
  clash[i] = good[j];
  const p2 = rng.string(N, 'ab');
  const bad = honour(rng, p2);
  bad[N - 1] = `${bad[N - 1]}x`;
  return [
    { input: test('z', ['zebra']), note: 'single letter and word', hidden: false },
    { input: test('ab', ['dog', 'dog']), note: 'two letters, one word' },
    { input: test('aa', ['dog', 'cat']), note: 'one letter, two words' },
    { input: test('ab', ['a', 'b', 'c']), note: 'more words than letters' },
    { input: test('ab', ['b', 'a']), note: 'words equal to the other letters' },
    { input: test('abcabc', ['x', 'y', 'z', 'x', 'y', 'z']), note: 'repeating block' },
    { input: test(rng.string(12, 'abc'), honour(rng, rng.string(12, 'abc'))), note: 'small, random pattern' },
    { input: test(p1.slice(0, 500), good.slice(0, 500)), note: '500 words, honoured' },
    { input: test(p1, good), note: 'maximum size, honoured' },
    { input: test(p1, clash), note: 'maximum size, two letters share a word at the end' },
    { input: test(p2, bad), note: 'maximum size, one letter changes its word at the end' },
  ];
}
