import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 100000;
  return [
    { input: array([7]), note: 'single link', hidden: false },
    { input: array([10000, 10000, 10000]), note: 'all equal, maximum strength', hidden: false },
    { input: array([1, 2, 3, 4, 5, 6]), note: 'increasing' },
    { input: array([6, 5, 4, 3, 2, 1]), note: 'decreasing' },
    { input: array([2, 1, 2, 1, 2, 1, 2]), note: 'alternating ties' },
    { input: array(rng.array(15, 1, 4)), note: 'small random, many ties' },
    { input: array(rng.array(2000, 1, 10000)), note: 'random, 2000 links' },
    { input: array(new Array(3000).fill(10000)), note: '3000 equal maximum links' },
    { input: array(Array.from({ length: 3000 }, (_, i) => 1 + (i % 50))), note: 'sawtooth' },
    { input: array(rng.array(N, 1, 9)), note: 'maximum size, one-digit strengths', large: true },
  ];
}
