import { lines, row } from '../../lib/format.mjs';

const test = (badges, k) => lines(`${badges.length} ${k}`, row(badges));

export default function generate(rng) {
  const N = 20000;
  const distinct = rng.distinct(N, -1000000000, 1000000000);
  const spaced = Array.from({ length: 3000 }, (_, i) => i % 500); // every value repeats exactly 500 apart
  return [
    { input: test([1], 1), note: 'single reading', hidden: false },
    { input: test([5, 5], 0), note: 'reach 0: never', hidden: false },
    { input: test([5, 5], 1), note: 'adjacent repeat' },
    { input: test([-1000000000, 1000000000, -1000000000], 2), note: 'extremes, repeat at distance 2' },
    { input: test([1, 2, 3, 1], 2), note: 'repeat just out of reach' },
    { input: test(spaced, 499), note: 'every repeat exactly one too far' },
    { input: test(spaced, 500), note: 'every repeat exactly in reach' },
    { input: test(rng.array(20, 1, 8), 3), note: 'small random' },
    { input: test(rng.array(3000, 1, 5000), 10), note: 'random, 3000 readings' },
    { input: test(distinct, N), note: 'maximum size, all distinct', large: true },
  ];
}
