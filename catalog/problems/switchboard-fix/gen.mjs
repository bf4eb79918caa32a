import { lines } from '../../lib/format.mjs';

const test = (settings) =>
  lines(
    String(settings.length),
    settings.map((s) => s.join(' ')),
  );
const MAX = 2 ** 30 - 1;

export default function generate(rng) {
  const random = (count, hi) =>
    Array.from({ length: count }, () => [rng.int(0, hi), rng.int(0, hi), rng.int(0, hi)]);
  return [
    { input: test([[0, 0, 0]]), note: 'all off, nothing to do', hidden: false },
    { input: test([[0, 0, MAX]]), note: 'every lamp must be switched on', hidden: false },
    { input: test([[MAX, MAX, 0]]), note: 'every switch must go off: 60 flips' },
    {
      input: test([
        [MAX, 0, MAX],
        [0, MAX, MAX],
        [MAX, MAX, MAX],
      ]),
      note: 'already correct',
    },
    {
      input: test([
        [5, 3, 6],
        [8, 8, 8],
        [1, 1, 0],
      ]),
      note: 'small hand-made',
    },
    { input: test(random(20, 15)), note: 'small random' },
    { input: test(random(1000, MAX)), note: 'random, 1000 settings' },
    { input: test(random(1000, 7)), note: 'random, three bits' },
    {
      input: test(Array.from({ length: 30 }, (_, i) => [2 ** i, 2 ** i, 0])),
      note: 'single bits in both panels',
    },
    { input: test(random(5000, MAX)), note: '5000 random settings', large: true },
  ];
}
