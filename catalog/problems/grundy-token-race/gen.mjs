import { array, lines } from '../../lib/format.mjs';

const race = (dist, steps) => lines(array(dist).trimEnd(), array(steps).trimEnd());

export default function generate(rng) {
  const A = 100000;
  const M = 30000;
  /** k distinct steps: small ones (so values vary) up to `maxSmall`, plus `big` larger ones. */
  const card = (k, maxSmall, big = 0) => [
    ...rng.distinct(k - big, 1, maxSmall),
    ...rng.distinct(big, maxSmall + 1, A),
  ];
  return [
    { input: race([1], [2]), note: 'one token that cannot move', hidden: false },
    { input: race([1], [1]), note: 'one token, one step to the finish', hidden: false },
    { input: race([5, 5, 5, 5], [1]), note: 'step 1 only: parity, equal tokens' },
    { input: race([A, A, 1], [A, 1]), note: 'extreme distance and step' },
    { input: race([A], card(10, 100000)), note: 'a single token at the largest distance' },
    { input: race(rng.array(6, 1, 20), card(3, 6)), note: 'small random' },
    { input: race(rng.array(50, 1, 200), card(4, 10)), note: 'random, four short steps' },
    { input: race(rng.array(2000, 1, 5000), card(6, 30, 1)), note: 'random, one long step' },
    {
      input: race(rng.array(3000, 1, 1000), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      note: 'steps 1..10: Nim-like values d mod 11',
    },
    {
      input: race(rng.array(M, 1, A), card(10, 40)),
      note: 'maximum m and distances, ten short steps',
      large: true,
    },
    {
      input: race(rng.array(M, A - 1000, A), card(10, 300, 2)),
      note: 'maximum m, all far away, mixed steps',
      large: true,
    },
  ];
}
