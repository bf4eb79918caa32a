import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  return [
    { input: array([5]), note: 'single post', hidden: false },
    { input: array([1, 2, 3]), note: 'exactly one trio', hidden: false },
    { input: array([1, 1000000000]), note: 'two posts, extremes' },
    { input: array([9, 9, 9, 9, 9]), note: 'all equal' },
    { input: array([2, 1, 2, 1, 2, 3, 3]), note: 'ties on both sides' },
    { input: array(Array.from({ length: 200 }, (_, i) => i + 1)), note: 'strictly rising: C(200, 3)' },
    { input: array(rng.array(20, 1, 6)), note: 'small random' },
    { input: array(rng.array(3000, 1, 1000000000)), note: 'random, large heights' },
    { input: array(rng.array(3000, 999999990, 1000000000)), note: 'random, many ties near the top' },
    { input: array(rng.array(100000, 1, 99)), note: 'maximum size', large: true },
  ];
}
