import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const H = 1e4;
  // tall panels near the middle, short ones at the edges: the best pair is not the outer one
  const hill = (n) => Array.from({ length: n }, (_, i) => Math.min(i, n - 1 - i) + rng.int(0, 3));
  return [
    { input: array([0, 0]), note: 'two zero panels', hidden: false },
    { input: array([H, H]), note: 'two maximum panels' },
    { input: array([5, 5, 5, 5, 5]), note: 'all equal: the outer pair' },
    { input: array([1, 2, 3, 4, 5, 6]), note: 'increasing' },
    { input: array([1, 100, 1, 1, 100, 1]), note: 'two tall inner panels' },
    { input: array(rng.array(12, 0, 10)), note: 'small random' },
    { input: array(hill(500)), note: 'hill shape, 500 panels' },
    { input: array(rng.array(3000, 0, H)), note: 'random, 3000 panels' },
    { input: array(hill(8000)), note: 'hill shape, 8000 panels' },
    { input: array(rng.array(100000, 0, 99)), note: 'maximum n, small heights', large: true },
    { input: array(rng.array(40000, 0, H)), note: '4·10^4 panels, full range', large: true },
  ];
}
