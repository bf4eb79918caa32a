import { array } from '../../lib/format.mjs';

const sorted = (a) => a.sort((x, y) => x - y);

export default function generate(rng) {
  const B = 1e4;
  return [
    { input: array([]), note: 'no readings', hidden: false },
    { input: array([-3]), note: 'single negative reading', hidden: false },
    { input: array([-B, B]), note: 'extremes, equal squares' },
    { input: array([-5, -5, -5]), note: 'all equal, negative' },
    { input: array([0, 0, 1]), note: 'zeros' },
    { input: array([-9, -6, -2, -1]), note: 'all negative' },
    { input: array([1, 4, 4, 8]), note: 'all positive' },
    { input: array(sorted(rng.array(15, -10, 10))), note: 'small random with duplicates' },
    { input: array(sorted(rng.array(1000, -B, B))), note: 'random, 1000 readings' },
    { input: array(sorted(rng.array(8000, -B, 100))), note: '8000 readings, mostly negative' },
    { input: array(sorted(rng.array(20000, -B, B))), note: 'maximum n, full range' },
  ];
}
