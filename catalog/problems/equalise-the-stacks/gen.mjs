import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 10 ** 9;
  const many = (n, v) => new Array(n).fill(v);
  return [
    { input: array([5]), note: 'a single stack', hidden: false, kind: 'edge' },
    { input: array([0, 0]), note: 'two empty stacks', hidden: false, kind: 'edge' },
    { input: array([3, 1]), note: 'two stacks, the second shorter', kind: 'edge' },
    { input: array([0, B, B, B]), note: 'one empty stack among the tallest', kind: 'edge' },
    { input: array([B, B, B, 0 + B - 1]), note: 'one stack a single block short', kind: 'edge' },
    { input: array(rng.array(8, 0, 10)), note: 'small random' },
    { input: array(rng.array(200, 50, 60)), note: 'close heights' },
    { input: array(rng.array(1000, 0, B)), note: 'random, full range' },
    { input: array(many(20000, B)), note: 'maximum size, all equal and tallest', large: true },
    { input: array([0].concat(many(19999, B))), note: 'maximum answer: one empty stack', large: true },
    { input: array(rng.array(20000, 0, B)), note: 'maximum size, random', large: true },
    { input: array(rng.array(5000, B - 1000, B)), note: 'high and close heights' },
  ];
}
