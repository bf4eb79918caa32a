import { lines } from '../../lib/format.mjs';

const pairs = (ps) =>
  lines(
    String(ps.length),
    ps.map((p) => p.join(' ')),
  );

export default function generate(rng) {
  const M = 2 ** 31 - 1;
  const randPairs = (q, hi) => Array.from({ length: q }, () => [rng.int(0, hi), rng.int(0, hi)]);
  // received = sent with a few random bits flipped
  const noisy = (q) =>
    Array.from({ length: q }, () => {
      const s = rng.int(0, M);
      let r = s;
      for (let k = rng.int(0, 4); k > 0; k--) r = (r ^ (1 << rng.int(0, 30))) >>> 0;
      return [s, r];
    });
  return [
    { input: pairs([[0, 0]]), note: 'both zero', hidden: false },
    { input: pairs([[M, M]]), note: 'both maximum, equal' },
    { input: pairs([[M, 0]]), note: 'maximum against zero' },
    { input: pairs([[2 ** 30, 0]]), note: 'only the highest bit differs' },
    {
      input: pairs([
        [1, 2],
        [3, 3],
        [7, 8],
        [5, 10],
      ]),
      note: 'several small pairs',
    },
    { input: pairs(randPairs(50, 255)), note: 'random bytes' },
    { input: pairs(noisy(200)), note: 'a few flipped bits' },
    { input: pairs(randPairs(1000, M)), note: 'random, full range' },
    { input: pairs(noisy(5000)), note: '5000 pairs, few flips' },
    { input: pairs(randPairs(10000, M)), note: 'maximum q, full range' },
  ];
}
