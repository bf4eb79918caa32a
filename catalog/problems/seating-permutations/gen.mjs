import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  return [
    { input: array([0]), note: 'a single guest', hidden: false },
    { input: array([10, -10]), note: 'two guests, extremes, given in reverse' },
    { input: array([3, 2, 1]), note: 'three guests in decreasing order' },
    { input: array([-1, -2, -3, -4]), note: 'all negative' },
    { input: array(rng.distinct(4, -10, 10)), note: 'four random guests' },
    { input: array(rng.distinct(5, -10, 10)), note: 'five random guests' },
    { input: array(rng.distinct(6, -10, 10)), note: 'six random guests' },
    { input: array([7, 1, 6, 2, 5, 3, 4]), note: 'seven guests, shuffled 1..7', large: true },
    { input: array(rng.distinct(7, -10, 10)), note: 'seven random guests', large: true },
    { input: array([-10, -9, -8, 8, 9, 10, 0]), note: 'seven guests, two-digit badges', large: true },
  ];
}
