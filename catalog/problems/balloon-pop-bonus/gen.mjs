import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  return [
    { input: array([7]), note: 'single balloon', hidden: false },
    { input: array([0, 0, 0]), note: 'all zero', hidden: false },
    { input: array([100, 100]), note: 'two maximum balloons' },
    { input: array([0, 100, 0]), note: 'zeros around a big balloon' },
    { input: array([9, 1, 9, 1, 9]), note: 'alternating' },
    { input: array(rng.array(7, 0, 10)), note: 'small random' },
    { input: array(rng.array(9, 0, 100)), note: 'nine balloons' },
    { input: array(rng.array(14, 1, 100)), note: 'fourteen balloons', large: true },
    { input: array(rng.array(200, 0, 100)), note: 'maximum n, random', large: true },
    { input: array(new Array(200).fill(100)), note: 'maximum n, all 100', large: true },
    {
      input: array(Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 0 : rng.int(1, 100)))),
      note: 'maximum n, zeros',
      large: true,
    },
  ];
}
