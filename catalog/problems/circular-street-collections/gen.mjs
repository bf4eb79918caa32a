import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 50000;
  return [
    { input: array([7]), note: 'single house', hidden: false },
    { input: array([5, 9]), note: 'two houses are neighbours', hidden: false },
    { input: array([0, 0, 0, 0]), note: 'nothing pledged' },
    { input: array([10, 1, 1, 10]), note: 'best pair is the ring neighbours 0 and 3' },
    { input: array([1000, 1, 1, 1, 1000]), note: 'both ends large' },
    { input: array([6, 6, 6, 6, 6, 6, 6]), note: 'odd ring, all equal' },
    { input: array(rng.array(12, 0, 20)), note: 'small random' },
    { input: array(rng.array(2000, 0, 1000)), note: 'random, 2000 houses' },
    { input: array(new Array(N).fill(7)), note: 'maximum size, all equal', large: true },
    { input: array(rng.array(N - 1, 0, 99)), note: 'maximum size (odd), random small pledges', large: true },
    {
      input: array(Array.from({ length: N }, (_, i) => (i % 3 === 0 ? rng.int(900, 1000) : rng.int(0, 9)))),
      note: 'maximum size, every third house rich',
      large: true,
    },
  ];
}
