import { lines } from '../../lib/format.mjs';

const input = (a, k) => lines(`${a.length} ${k}`, a.join(' '));

export default function generate(rng) {
  const N = 150000;
  // Pairs (x, -x): the prefix sum returns to 0 after every pair, so about (n/2)^2/2 > 2^31 spans sum to 0.
  const pairs = [];
  for (let i = 0; i < N / 2; i++) {
    const x = rng.int(1, 9);
    pairs.push(x, -x);
  }
  return [
    { input: input([7], 7), note: 'single reading equal to k', hidden: false },
    { input: input([7], -7), note: 'single reading, no span' },
    { input: input([9, 9, 9, 9], 18), note: 'all equal, k = two readings' },
    { input: input([-9, -9, -9], -27), note: 'negatives, whole array' },
    { input: input([1, -1, 1, -1, 1, -1], 0), note: 'alternating, k = 0' },
    { input: input([3, 4, 5], 1000000), note: 'k far out of reach' },
    { input: input(rng.array(12, -3, 3), 2), note: 'small random' },
    { input: input(rng.array(1000, -9, 9), 5), note: 'random, 1000 readings' },
    { input: input(rng.array(5000, 0, 9), 50), note: 'non-negative readings' },
    { input: input(new Array(3000).fill(0), 0), note: 'all zeros, k = 0' },
    { input: input(rng.array(20000, -9, 9), -4), note: 'random, 2·10^4 readings' },
    { input: input(pairs, 0), note: 'maximum n, answer beyond 2^31', large: true },
  ];
}
