/** Small pacts: matching sentences, length mismatches, two letters for one word, one letter for two. */
export default function small(rng, index) {
  const len = rng.int(1, 7);
  const pattern = rng.string(len, rng.pick(['a', 'ab', 'abc', 'xyzw']));
  const pool = rng.pick([
    ['sun', 'moon'],
    ['a', 'b', 'c'],
    ['dog', 'cat', 'fish', 'dogs'],
  ]);
  let words;
  const mode = index % 4;
  if (mode === 0 || mode === 1) {
    // a letter-to-word map, injective for mode 0, random for mode 1
    const letters = [...new Set(pattern)];
    const extra = ['ant', 'bee', 'cow', 'doe', 'elk'];
    const chosen = mode === 0 ? rng.shuffle([...pool, ...extra]).slice(0, letters.length) : null;
    const map = new Map(letters.map((c, i) => [c, mode === 0 ? chosen[i] : rng.pick(pool)]));
    words = [...pattern].map((c) => map.get(c));
  } else {
    words = Array.from({ length: rng.int(1, 7) }, () => rng.pick(pool));
  }
  if (index % 9 === 5) words = words.length > 1 ? words.slice(1) : [...words, words[0]];
  return `${pattern}\n${words.length}\n${words.join(' ')}\n`;
}
