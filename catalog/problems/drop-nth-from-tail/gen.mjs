import { lines } from '../../lib/format.mjs';

function train(values, k) {
  return lines(`${values.length} ${k}`, values.join(' '));
}

export default function generate(rng) {
  const B = 1e6;
  const N = 50000;
  return [
    { input: train([5], 1), note: 'single wagon: the train becomes empty', hidden: false },
    { input: train([4, 9], 1), note: 'remove the tail of two', hidden: false },
    { input: train([4, 9], 2), note: 'remove the head of two' },
    { input: train([-B, 0, B], 2), note: 'remove the middle, extreme values' },
    { input: train([6, 6, 6, 6], 3), note: 'all equal' },
    { input: train(rng.array(10, -10, 10), rng.int(1, 10)), note: 'small random' },
    { input: train(rng.array(1000, -B, B), 1000), note: '1000 wagons, remove the head' },
    { input: train(rng.array(1000, -B, B), 1), note: '1000 wagons, remove the tail' },
    { input: train(rng.array(N, -9, 9), N), note: 'maximum size, remove the head', large: true },
    {
      input: train(rng.array(30000, -9, 9), rng.int(2, 29999)),
      note: '3·10^4 wagons, random k',
      large: true,
    },
    {
      input: train(rng.array(5000, -B, B), 5000),
      note: '5000 wagons, full value range, remove the head',
      large: true,
    },
  ];
}
