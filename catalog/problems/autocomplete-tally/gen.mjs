import { lines } from '../../lib/format.mjs';

const test = (words, prefixes) => lines(`${words.length} ${prefixes.length}`, words, prefixes);

function words(rng, count, alphabet, minLen, maxLen) {
  return Array.from({ length: count }, () => rng.string(rng.int(minLen, maxLen), alphabet));
}

function prefixesOf(rng, list, count, alphabet) {
  return Array.from({ length: count }, () => {
    if (rng.bool(0.2)) return rng.string(rng.int(1, 4), alphabet); // may match nothing
    const w = rng.pick(list);
    return w.slice(0, rng.int(1, w.length));
  });
}

export default function generate(rng) {
  const small = words(rng, 30, 'abc', 1, 5);
  const mid = words(rng, 2000, 'abcdef', 1, 8);
  const big = words(rng, 10000, 'abcd', 6, 12);
  const same = new Array(1000).fill('zzzzzzzzzzzz');
  return [
    { input: test(['a'], ['a']), note: 'one word, one prefix', hidden: false },
    { input: test(['a'], ['b']), note: 'no match', hidden: false },
    { input: test(['abc'], ['abcd', 'abc', 'ab']), note: 'prefix longer than the word' },
    { input: test(['same', 'same', 'same'], ['s', 'same', 'sam']), note: 'duplicates' },
    { input: test(['abcdefghijkl', 'mnopqrstuvwx'], ['abcdefghijkl', 'm', 'y']), note: 'longest words' },
    { input: test(small, prefixesOf(rng, small, 20, 'abc')), note: 'small random' },
    { input: test(mid, prefixesOf(rng, mid, 2000, 'abcdef')), note: 'random, 2000 words' },
    { input: test(['q', 'qq', 'qqq'], ['q', 'qq', 'qqq', 'qqqq', 'r']), note: 'nested words' },
    { input: test(same, ['z', 'zz', 'zzzzzzzzzzzz', 'y']), note: '1000 copies of one word' },
    { input: test(big, prefixesOf(rng, big, 10000, 'abcd')), note: 'maximum size', large: true },
  ];
}
