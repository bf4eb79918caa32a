import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 20000;
  return [
    { input: array([5]), note: 'single sale', hidden: false },
    { input: array([-1]), note: 'single payment of 1', hidden: false },
    { input: array([0, 0, 0]), note: 'nothing happens' },
    { input: array(new Array(50).fill(-10000)), note: 'only big payments' },
    { input: array([10000, -10000, -10000, 10000]), note: 'extremes' },
    { input: array([-3, 3, -3, 3, -3, 3]), note: 'repeated dips to the same low' },
    { input: array(rng.array(15, -9, 9)), note: 'small random' },
    { input: array(rng.array(3000, -10000, 10000)), note: 'random, 3000 steps' },
    { input: array(rng.array(3000, -100, 120)), note: 'random, drifting upwards' },
    { input: array(new Array(N).fill(-10000)), note: 'maximum size, maximum answer', large: true },
  ];
}
