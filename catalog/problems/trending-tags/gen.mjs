import { lines } from '../../lib/format.mjs';

const panelInput = (tags, k) => lines(`${tags.length} ${k}`, tags.join(' '));

/** A pool of `d` distinct random tags with lengths in [minLen, maxLen]. */
function pool(rng, d, minLen, maxLen) {
  const set = new Set();
  while (set.size < d) set.add(rng.string(rng.int(minLen, maxLen)));
  return [...set];
}

/** n posts drawn from the pool with a skewed (Zipf-like) popularity. */
function posts(rng, n, tags) {
  return Array.from({ length: n }, () => tags[Math.floor(tags.length * rng.next() ** 3)]);
}

export default function generate(rng) {
  const distinctCount = (arr) => new Set(arr).size;
  const p1 = pool(rng, 30, 1, 4);
  const small = posts(rng, 60, p1);
  const p2 = pool(rng, 2000, 2, 6);
  const mid = posts(rng, 8000, p2);
  const p3 = pool(rng, 6000, 2, 4);
  const big = posts(rng, 30000, p3);
  const big2 = posts(rng, 10000, p3);
  // Many ties: every tag exactly twice, shuffled; tags in reverse alphabetical order of first appearance.
  const p4 = pool(rng, 5000, 3, 3).sort().reverse();
  const ties = rng.shuffle([...p4, ...p4]);
  return [
    { input: panelInput(['solo'], 1), note: 'one post', hidden: false },
    { input: panelInput(['b', 'a'], 2), note: 'two tags tied, reverse order', hidden: false },
    { input: panelInput(['x', 'x', 'x'], 1), note: 'one tag only' },
    { input: panelInput(['abcdefghij', 'zzzzzzzzzz', 'abcdefghij'], 2), note: 'longest tags' },
    { input: panelInput(['ab', 'a', 'abc', 'a', 'ab', 'abc'], 3), note: 'prefix tags, all tied' },
    { input: panelInput(small, 5), note: 'small random' },
    { input: panelInput(small, distinctCount(small)), note: 'small random, k = all tags' },
    { input: panelInput(mid, 10), note: 'random, k = 10' },
    { input: panelInput(mid, 1500), note: 'random, large k' },
    { input: panelInput(ties, 4000), note: 'every tag twice: ties everywhere', large: true },
    { input: panelInput(big, 100), note: 'maximum n, skewed popularity', large: true },
    { input: panelInput(big2, distinctCount(big2)), note: 'k = all distinct tags', large: true },
  ];
}
