import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  return [
    { input: array([5, 5]), note: 'two equal wagons', hidden: false },
    { input: array([-10000, 10000]), note: 'two extreme wagons', hidden: false },
    { input: array([1, 1, 1, 1]), note: 'equal loads, even count' },
    { input: array([1, 2, 3]), note: 'two equally good cuts: the first wins' },
    { input: array([0, 0, 0, 0, 0]), note: 'all zero: every cut ties' },
    { input: array([-3, -3, -3, 9]), note: 'negative loads' },
    { input: array(rng.array(15, -9, 9)), note: 'small random' },
    { input: array(rng.array(3000, -10000, 10000)), note: 'random, 3000 wagons' },
    { input: array(rng.array(3000, 1, 3)), note: 'random, small positive loads' },
    { input: array(rng.array(20000, -10000, 10000)), note: 'maximum size', large: true },
  ];
}
