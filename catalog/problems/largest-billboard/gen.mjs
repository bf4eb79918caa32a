import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const H = 1e5;
  const mountain = (n) => Array.from({ length: n }, (_, i) => Math.min(i, n - 1 - i) + 1 + rng.int(0, 2));
  return [
    { input: array([0]), note: 'a single building of height 0', hidden: false },
    { input: array([H]), note: 'a single tallest building' },
    { input: array([0, 0, 0]), note: 'all zero' },
    { input: array([1, 2, 3, 4, 5]), note: 'increasing' },
    { input: array([5, 4, 3, 2, 1]), note: 'decreasing' },
    { input: array([4, 0, 4, 4, 0, 4]), note: 'zeros split the skyline' },
    { input: array(rng.array(15, 0, 6)), note: 'small random with duplicates' },
    { input: array(rng.array(500, 0, 1000)), note: 'random, 500 buildings' },
    { input: array(mountain(2000)), note: 'mountain, 2000 buildings' },
    { input: array(new Array(30000).fill(H)), note: '3·10^4 tallest buildings: answer 3·10^9', large: true },
    { input: array(rng.array(100000, 0, 99)), note: 'maximum n, small heights', large: true },
    { input: array(mountain(40000)), note: 'mountain, 4·10^4 buildings', large: true },
  ];
}
