import { array } from '../../lib/format.mjs';

const MAX = 1e4;

export default function generate(rng) {
  const n = 20000;
  const falling = Array.from({ length: n }, (_, i) => MAX - Math.floor(i / 2));
  // The cheapest day comes late, the best sale even later; an early dip is a trap.
  const lateDip = rng.array(n, 3000, 7000);
  lateDip[100] = 1000;
  lateDip[15000] = 0;
  lateDip[19999] = MAX;
  return [
    { input: array([5]), note: 'single day', hidden: false, kind: 'edge' },
    { input: array([0, MAX]), note: 'two days, extreme rise', hidden: false, kind: 'edge' },
    { input: array([MAX, 0]), note: 'two days, fall', kind: 'edge' },
    { input: array([4, 4, 4, 4]), note: 'all equal', kind: 'edge' },
    { input: array([3, 9, 1, 5]), note: 'the minimum comes after the best pair' },
    { input: array([2, 7, 1, 8, 0, 6]), note: 'later minimum gives a smaller profit' },
    { input: array(rng.array(12, 0, 20)), note: 'small random' },
    { input: array(rng.array(500, 0, MAX)), note: 'random, 500 days' },
    { input: array(falling), note: 'maximum n, never rising', large: true },
    { input: array(lateDip), note: 'maximum n, late dip then peak', large: true },
    { input: array(rng.array(n, 0, MAX)), note: 'maximum n, random', large: true },
  ];
}
