import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 20000;
  return [
    { input: array([8]), note: 'single boulder', hidden: false },
    { input: array([3, 3]), note: 'two equal boulders', hidden: false },
    { input: array([1000000, 1]), note: 'extremes' },
    { input: array([1, 1, 1]), note: 'three equal boulders' },
    { input: array([2, 4, 8, 16, 32, 64]), note: 'powers of two' },
    { input: array(rng.array(10, 1, 10)), note: 'small random' },
    { input: array(rng.array(1000, 1, 1000000)), note: 'random, 1000 boulders' },
    { input: array(new Array(2000).fill(1000000)), note: '2000 equal heavy boulders' },
    { input: array(Array.from({ length: 3000 }, (_, i) => i + 1)), note: '1 to 3000' },
    { input: array(rng.array(N, 1, 1000000)), note: 'maximum size, random', large: true },
  ];
}
