import { lines } from '../../lib/format.mjs';

const ABC = 'abcdefghijklmnopqrstuvwxyz';

function test(words) {
  return lines(String(words.length), words.join(' '));
}

/** n random words sorted by a hidden alien alphabet (a permutation of `letters`). */
function alienSorted(rng, n, letters, maxLen) {
  const alpha = rng.shuffle([...letters]);
  const rank = new Map(alpha.map((c, i) => [c, i]));
  const words = Array.from({ length: n }, () => rng.string(rng.int(1, maxLen), letters));
  words.sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (a[i] !== b[i]) return rank.get(a[i]) - rank.get(b[i]);
    }
    return a.length - b.length;
  });
  return words;
}

export default function generate(rng) {
  const N = 10000;
  const big = alienSorted(rng, N, ABC, 20);
  // Swap two neighbours that differ at their first letter deep in the list: creates a cycle.
  const cyclic = alienSorted(rng, N, ABC, 20);
  let k = 7000;
  while (cyclic[k][0] === cyclic[k + 1][0]) k++;
  [cyclic[k], cyclic[k + 1]] = [cyclic[k + 1], cyclic[k]];
  // Insert a word right after a longer word that extends it.
  const prefixed = alienSorted(rng, N - 1, ABC, 20);
  let j = 8000;
  while (prefixed[j].length < 2) j++;
  prefixed.splice(j + 1, 0, prefixed[j].slice(0, prefixed[j].length - 1));
  return [
    { input: test(['q']), note: 'single word of one letter', hidden: false },
    { input: test(['cab']), note: 'single word: letters unordered, alphabetical', hidden: false },
    { input: test(['ba', 'ba']), note: 'repeated word' },
    { input: test(['ab', 'abc']), note: 'prefix before the longer word is fine' },
    { input: test(['a', 'b', 'a']), note: 'cycle of two letters' },
    { input: test(['zz', 'zy', 'yx', 'xw']), note: 'chain z, y, x; w is unconstrained' },
    { input: test(alienSorted(rng, 12, 'abcde', 4)), note: 'small random' },
    { input: test(alienSorted(rng, 500, 'pqrstuv', 6)), note: '500 words, seven letters' },
    { input: test(big), note: 'maximum size, full alphabet', large: true },
    { input: test(cyclic), note: 'maximum size, two neighbours swapped (cycle)', large: true },
    { input: test(prefixed), note: 'maximum size, a word followed by its prefix', large: true },
    { input: test(alienSorted(rng, N, 'mnopq', 20)), note: 'maximum size, five letters', large: true },
  ];
}
