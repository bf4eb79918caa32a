import { lines } from '../../lib/format.mjs';

function test(levels, k) {
  return lines(`${levels.length} ${k}`, levels.join(' '));
}

export default function generate(rng) {
  const B = 10000;
  const N = 200000;
  const falling = Array.from({ length: 50000 }, (_, i) => 9 - Math.floor((10 * i) / 50000));
  return [
    { input: test([-B], 1), note: 'single reading', hidden: false },
    { input: test([5, 1, 4], 3), note: 'one window covering everything', hidden: false },
    { input: test([2, 2, 2, 2], 2), note: 'all equal' },
    { input: test([1, 2, 3, 4, 5, 6], 2), note: 'rising' },
    { input: test([6, 5, 4, 3, 2, 1], 4), note: 'falling' },
    { input: test([-B, B, -B, B, -B], 2), note: 'alternating extremes' },
    { input: test(rng.array(15, -5, 5), 4), note: 'small random' },
    { input: test(rng.array(3000, -B, B), 100), note: 'random, 3000 readings' },
    { input: test(rng.array(N, 0, 9), N / 2), note: 'maximum n, k = n / 2', large: true },
    { input: test(falling, 20000), note: 'slowly falling, long windows', large: true },
    { input: test(rng.array(20000, -9, 9), 1), note: '2·10^4 readings, k = 1', large: true },
  ];
}
