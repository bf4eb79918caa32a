import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const tests = [
    { input: array([5]), note: 'a single positive card', hidden: false },
    { input: array([0, 0, 0, 0]), note: 'all zero cards', hidden: false },
    { input: array([1000, 1000, 1000, 1000]), note: 'four maximal cards: the second player gets one' },
    { input: array([-1000, -1000, -1000, -1000, -1000]), note: 'all minimal cards' },
    { input: array([1, -100, 1, 1, 1]), note: 'taking less now avoids a trap' },
    { input: array([-1, -1, -1, 100]), note: 'sacrifice three cards to force the prize' },
  ];
  for (let t = 0; t < 4; t++) {
    const n = rng.int(6, 22);
    tests.push({ input: array(rng.array(n, -20, 20)), note: `small random row, n = ${n}` });
  }
  tests.push({ input: array(rng.array(22, -1000, 1000)), note: 'n = 22, full value range' });
  tests.push({
    input: array(rng.array(60, -100, 100)),
    note: 'n = 60: the game tree has about 10^15 positions',
    large: true,
  });
  tests.push({
    input: array(rng.array(2000, -1000, 1000)),
    note: 'n = 2000, random values',
    large: true,
  });
  tests.push({
    input: array(rng.array(50000, -1000, 1000)),
    note: 'maximum n, random values',
    large: true,
  });
  tests.push({
    input: array(Array.from({ length: 5000 }, (_, i) => (i % 4 === 3 ? -1000 : 1000))),
    note: 'n = 5000, extreme values in a repeating trap pattern',
    large: true,
  });
  return tests;
}
