import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const A = 2000;
  const M = 30000;
  const upTo = (n) => Array.from({ length: n }, (_, i) => i + 1);
  return [
    { input: array([1]), note: 'a heap of one cannot be split', hidden: false },
    { input: array([3]), note: 'a heap of three: one split, a win', hidden: false },
    { input: array([2, 1, 2, 1]), note: 'nothing can be split' },
    { input: array([A]), note: 'a single heap of the largest size' },
    { input: array([6, 6]), note: 'equal heaps cancel: a loss' },
    { input: array(upTo(30)), note: 'every size from 1 to 30' },
    { input: array(rng.array(5, 1, 20)), note: 'small random' },
    { input: array(rng.array(200, 1, 100)), note: 'random, medium sizes' },
    { input: array(upTo(A)), note: 'every size up to 2000, once' },
    { input: array(rng.array(3000, 1900, A)), note: 'random, large heaps' },
    { input: array(rng.array(M, 1, A)), note: 'maximum m, random sizes', large: true },
    { input: array(rng.array(M, A - 50, A)), note: 'maximum m, the largest heaps', large: true },
  ];
}
