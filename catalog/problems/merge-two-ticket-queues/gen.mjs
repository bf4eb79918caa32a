import { linkedList } from '../../lib/format.mjs';

const sorted = (arr) => arr.sort((x, y) => x - y);

export default function generate(rng) {
  const B = 1e6;
  const two = (a, b) => linkedList(a) + linkedList(b);
  return [
    { input: two([], []), note: 'both queues empty', hidden: false },
    { input: two([7], []), note: 'second queue empty' },
    { input: two([3], [3]), note: 'single equal tickets' },
    { input: two([1, 2, 3], [4, 5, 6]), note: 'first entirely before second' },
    { input: two([10, 20], [-5, 0, 1]), note: 'second entirely before first, negatives' },
    { input: two([-B, B], [-B, 0, B]), note: 'extreme values' },
    { input: two(new Array(50).fill(4), new Array(30).fill(4)), note: 'all equal' },
    { input: two(sorted(rng.array(8, -20, 20)), sorted(rng.array(11, -20, 20))), note: 'small random' },
    { input: two(sorted(rng.array(3000, -B, B)), sorted(rng.array(100, -B, B))), note: 'unbalanced lengths' },
    { input: two(sorted(rng.array(10000, -1000, 1000)), []), note: 'maximum first list, empty second' },
    {
      input: two(sorted(rng.array(10000, -1000, 1000)), sorted(rng.array(10000, -1000, 1000))),
      note: 'maximum size, many duplicates',
    },
  ];
}
