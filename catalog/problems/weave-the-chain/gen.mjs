import { linkedList } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e6;
  const iota = (n) => Array.from({ length: n }, (_, i) => i);
  return [
    { input: linkedList([]), note: 'empty list', hidden: false },
    { input: linkedList([7]), note: 'a single bead', hidden: false },
    { input: linkedList([1, 2]), note: 'two beads: unchanged' },
    { input: linkedList([1, 2, 3]), note: 'three beads' },
    { input: linkedList([-B, B, -B, B, 0, 0]), note: 'extreme values, duplicates' },
    { input: linkedList([5, 5, 5, 5, 5]), note: 'all equal' },
    { input: linkedList(iota(11)), note: 'numbered, odd length' },
    { input: linkedList(rng.array(20, -10, 10)), note: 'small random' },
    { input: linkedList(rng.array(1000, -B, B)), note: 'random, 1000 beads' },
    { input: linkedList(iota(5000)), note: 'numbered, 5000 beads' },
    { input: linkedList(rng.array(100000, 0, 9)), note: 'maximum n, single digits', large: true },
  ];
}
