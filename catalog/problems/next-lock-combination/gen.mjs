import { array } from '../../lib/format.mjs';

const desc = (arr) => arr.sort((x, y) => y - x);
const asc = (arr) => arr.sort((x, y) => x - y);

export default function generate(rng) {
  const N = 20000;
  // Pivot near the front, long non-increasing suffix containing several values above the pivot.
  const deepPivot = [5, ...desc(rng.array(N - 1, 0, 9))];
  // Random prefix followed by a long descending run.
  const prefixRun = [...rng.array(8000, 0, 9), ...desc(rng.array(12000, 0, 9))];
  return [
    { input: array([7]), note: 'a single tumbler', hidden: false },
    { input: array([1, 2]), note: 'two values, ascending', hidden: false },
    { input: array([2, 1]), note: 'two values, wrap-around' },
    { input: array([4, 4, 4]), note: 'all equal: the only arrangement' },
    { input: array([1, 3, 2]), note: 'pivot must take the smallest larger value' },
    { input: array([0, 1e6, 1e6, 0]), note: 'extreme values with duplicates' },
    { input: array([2, 2, 1, 1]), note: 'largest arrangement with duplicates' },
    { input: array(rng.array(8, 0, 3)), note: 'small random' },
    { input: array(rng.array(1000, 0, 1e6)), note: 'random, full range' },
    { input: array([3, ...desc(rng.array(200, 0, 6))]), note: 'pivot at the front' },
    { input: array(deepPivot), note: 'maximum n, pivot at index 0', large: true },
    { input: array(prefixRun), note: 'maximum n, long final run', large: true },
    { input: array(desc(rng.array(N, 0, 9))), note: 'maximum n, largest arrangement', large: true },
    { input: array(asc(rng.array(N, 0, 9))), note: 'maximum n, smallest arrangement', large: true },
  ];
}
