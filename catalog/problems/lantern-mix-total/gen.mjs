import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const MAX = 2 ** 20 - 1;
  return [
    { input: array([0]), note: 'single zero', hidden: false },
    { input: array([MAX]), note: 'single maximum code', hidden: false },
    { input: array([0, 0, 0, 0]), note: 'all zero' },
    { input: array([1, 2, 4, 8, 16]), note: 'distinct bits' },
    { input: array(new Array(60).fill(MAX)), note: 'the power exceeds the modulus' },
    { input: array(rng.array(12, 0, 15)), note: 'small random' },
    { input: array(rng.array(1000, 0, 255)), note: 'random, 8-bit codes' },
    { input: array(new Array(3000).fill(512)), note: 'one repeated bit' },
    { input: array(rng.array(14, 0, MAX)), note: 'fourteen full-width codes' },
    { input: array(rng.array(20000, 0, MAX)), note: 'maximum size', large: true },
  ];
}
