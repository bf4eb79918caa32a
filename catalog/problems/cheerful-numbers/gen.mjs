import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e15;
  return [
    { input: array([4]), note: 'four starts the only sad cycle', hidden: false },
    { input: array([10, 100, 1000]), note: 'powers of ten are cheerful' },
    { input: array([B]), note: 'largest value, 10^15' },
    { input: array([999999999999999]), note: 'fifteen nines' },
    { input: array([4, 16, 37, 58, 89, 145, 42, 20]), note: 'every member of the sad cycle' },
    { input: array(Array.from({ length: 100 }, (_, i) => i + 1)), note: 'the numbers 1..100' },
    { input: array(rng.array(500, 1, 1000)), note: 'random small, duplicates' },
    {
      input: array(Array.from({ length: 2000 }, (_, i) => 10 ** ((i % 15) + 1) - rng.int(0, 99))),
      note: 'near powers of ten',
    },
    { input: array(rng.array(10000, 1, B)), note: 'maximum size, random up to 10^15' },
    {
      input: array(Array.from({ length: 10000 }, (_, i) => i + 1)),
      note: 'maximum size, the numbers 1..10^4',
    },
  ];
}
