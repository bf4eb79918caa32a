import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  return [
    { input: array([]), note: 'empty shelf: only the empty bundle', hidden: false },
    { input: array([5]), note: 'one item', hidden: false },
    { input: array([4, 4]), note: 'two equal items' },
    { input: array([-9, 9]), note: 'extreme values' },
    { input: array([7, 7, 7, 7, 7, 7]), note: 'all equal' },
    { input: array([3, 2, 1]), note: 'distinct, descending' },
    { input: array([2, 1, 2, 1]), note: 'two pairs, unsorted' },
    { input: array(rng.array(7, -2, 2)), note: 'small random, many duplicates' },
    { input: array(rng.array(10, -9, 9)), note: 'random, 10 items' },
    { input: array(rng.distinct(12, -9, 9)), note: 'maximum n, all distinct', large: true },
    { input: array(rng.array(12, 0, 3)), note: 'maximum n, four values', large: true },
    { input: array(rng.array(12, -9, 9)), note: 'maximum n, random', large: true },
  ];
}
