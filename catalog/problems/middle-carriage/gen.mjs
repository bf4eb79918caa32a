import { linkedList } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e6;
  return [
    { input: linkedList([-9]), note: 'single carriage', hidden: false },
    { input: linkedList([1, 2]), note: 'two carriages: the second is the middle' },
    { input: linkedList([B, -B, B]), note: 'three carriages, extreme values' },
    { input: linkedList([5, 5, 5, 5, 5, 5]), note: 'all equal, even length' },
    { input: linkedList(rng.array(9, -10, 10)), note: 'small odd length' },
    { input: linkedList(rng.array(10, -10, 10)), note: 'small even length' },
    { input: linkedList(rng.array(999, -B, B)), note: 'random, 999 carriages' },
    { input: linkedList(Array.from({ length: 4000 }, (_, i) => i)), note: 'increasing, 4000 carriages' },
    { input: linkedList(rng.array(49999, -9, 9)), note: 'large odd length, small values' },
    {
      input: linkedList(Array.from({ length: 50000 }, (_, i) => i - 25000)),
      note: 'maximum size, increasing',
    },
  ];
}
