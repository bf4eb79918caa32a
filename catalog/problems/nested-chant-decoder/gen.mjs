import { lines } from '../../lib/format.mjs';

/**
 * A random encoding whose decoded length is at most `budget` (and at least 1).
 * Returns [encoded, decodedLength]. Depth is bounded by maxDepth, so recursion here is shallow.
 */
function encoding(rng, budget, depth, opts) {
  const { maxDepth, kMax, letters, blockChance } = opts;
  let enc = '';
  let len = 0;
  const items = rng.int(1, depth === 0 ? opts.topItems : 4);
  for (let t = 0; t < items && len < budget; t++) {
    const left = budget - len;
    if (depth < maxDepth && left >= 2 && rng.bool(blockChance)) {
      const k = rng.int(1, Math.min(kMax, left));
      const [inner, innerLen] = encoding(rng, Math.floor(left / k), depth + 1, opts);
      enc += `${k}[${inner}]`;
      len += k * innerLen;
    } else {
      const n = Math.min(left, rng.int(1, 3));
      enc += rng.string(n, letters);
      len += n;
    }
  }
  return [enc, len];
}

const chant = (rng, budget, opts) => lines(encoding(rng, budget, 0, opts)[0]);

export default function generate(rng) {
  const base = { maxDepth: 4, kMax: 9, letters: 'abc', blockChance: 0.5, topItems: 4 };
  // 16 nested doublings around one letter: 2^16 = 65536 letters.
  const doubling = `${'2['.repeat(16)}z${']'.repeat(16)}`;
  // A very deep nesting of 1[...] blocks.
  const deep = `${'1['.repeat(9000)}deep${']'.repeat(9000)}`;
  // Many multi-digit blocks side by side.
  const wide = [];
  for (let i = 0; i < 150; i++) wide.push(`${rng.int(100, 650)}[${rng.string(1, 'xyz')}]`);
  return [
    { input: lines('q'), note: 'a single letter', hidden: false },
    { input: lines('1[a]'), note: 'a block repeated once', hidden: false },
    { input: lines('abc'), note: 'no blocks at all' },
    { input: lines('1000[k]'), note: 'maximum count' },
    { input: lines('10[ab]3[c]'), note: 'two-digit count next to a one-digit count' },
    { input: lines('2[3[4[y]]x]'), note: 'nested with letters after the inner block' },
    { input: chant(rng, 40, base), note: 'small random' },
    { input: chant(rng, 2000, { ...base, kMax: 30, topItems: 20 }), note: 'random, counts up to 30' },
    { input: lines(doubling), note: '16 nested doublings (65536 letters)' },
    { input: lines(deep), note: '9000 nested blocks' },
    { input: lines(wide.join('')), note: 'many multi-digit counts', large: true },
    {
      input: chant(rng, 100000, {
        maxDepth: 5,
        kMax: 60,
        topItems: 300,
        letters: 'abcdefghijklmnopqrstuvwxyz',
        blockChance: 0.6,
      }),
      note: 'random, large decoded length',
      large: true,
    },
  ];
}
