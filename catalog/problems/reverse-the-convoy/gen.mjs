import { linkedList } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e6;
  return [
    { input: linkedList([]), note: 'empty list', hidden: false },
    { input: linkedList([7, 7]), note: 'two equal values' },
    { input: linkedList([-B, B]), note: 'extreme values' },
    { input: linkedList([1, 2, 3, 2, 1]), note: 'palindrome' },
    { input: linkedList(rng.array(10, -10, 10)), note: 'small, duplicates and negatives' },
    { input: linkedList(rng.array(1000, -B, B)), note: 'random, 1000 nodes' },
    { input: linkedList(Array.from({ length: 3000 }, (_, i) => i)), note: 'increasing' },
    { input: linkedList(new Array(5000).fill(-5)), note: 'all equal' },
    { input: linkedList(rng.array(10000, -B, B)), note: '10^4 nodes, full value range' },
    { input: linkedList(rng.array(50000, -9, 9)), note: 'maximum size' },
  ];
}
