import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  // multiples of 4 plus a single 2: the total is even, but every group weighs an even amount
  // while half the total is odd, so no fair split exists
  const noSplit = (n) => [...rng.array(n - 1, 1, 250).map((x) => 4 * x), 2];
  const withSplit = (n) => fixLast(rng.array(n - 1, 1, 1000));
  function fixLast(a) {
    // split a into two random groups and add one sack that balances them, if it fits the range
    for (;;) {
      let x = 0;
      let y = 0;
      for (const w of a) {
        if (rng.bool()) x += w;
        else y += w;
      }
      const d = Math.abs(x - y);
      if (d >= 1 && d <= 1000) return rng.shuffle([...a, d]);
      a[rng.int(0, a.length - 1)] = rng.int(1, 1000);
    }
  }
  return [
    { input: array([7]), note: 'a single sack', hidden: false },
    { input: array([6, 6]), note: 'two equal sacks', hidden: false },
    { input: array([1, 2]), note: 'two different sacks' },
    { input: array([1000, 1000, 1000, 1000]), note: 'all maximum' },
    { input: array([3, 3, 3, 3, 3, 3]), note: 'all equal, even count' },
    { input: array([2, 2, 2]), note: 'even total, odd count of equal sacks' },
    { input: array([1, 1, 1, 1, 1, 1, 1, 7]), note: 'one heavy sack balances the rest' },
    { input: array(rng.array(12, 1, 20)), note: 'small random' },
    { input: array(noSplit(18)), note: 'small, even total but no split' },
    { input: array(withSplit(20)), note: 'random, 20 sacks with a split' },
    { input: array(withSplit(100)), note: 'maximum n with a split' },
    { input: array(noSplit(100)), note: 'maximum n, even total but no split', large: true },
    {
      input: array(new Array(100).fill(1000).map((w, i) => (i === 0 ? 998 : w))),
      note: 'maximum weights, no split',
      large: true,
    },
  ];
}
