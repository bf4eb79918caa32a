import { lines } from '../../lib/format.mjs';

const test = (lamps, k) => lines(lamps, String(k));

export default function generate(rng) {
  const N = 100000;
  // Broken lamps every ~4 positions and a budget of half of them: every start reaches far.
  const sparse = rng.string(N, '1110');
  const zeros = [...sparse].filter((c) => c === '0').length;
  return [
    { input: test('1', 0), note: 'single working lamp', hidden: false },
    { input: test('0', 1), note: 'single broken lamp repaired', hidden: false },
    { input: test('0', 0), note: 'single broken lamp, no repairs' },
    { input: test('1111111', 0), note: 'all working' },
    { input: test('0000000', 3), note: 'all broken' },
    { input: test('1010101010', 0), note: 'alternating, no repairs' },
    { input: test('1001110001111', 2), note: 'choose which gap to fill' },
    { input: test(rng.string(40, '01'), 5), note: 'small random' },
    { input: test(rng.string(3000, '0111'), 60), note: 'random, 3000 lamps' },
    {
      input: test(sparse, Math.floor(zeros / 2)),
      note: 'maximum size, half the breakdowns repairable',
      large: true,
    },
  ];
}
