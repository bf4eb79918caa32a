import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 20000;
  const rising = Array.from({ length: N }, (_, i) => 1 + Math.floor(i / 2));
  const sawtooth = Array.from({ length: 3000 }, (_, i) => 1 + ((i * 7) % 100) + Math.floor(i / 100));
  return [
    { input: array([42]), note: 'single day', hidden: false },
    { input: array([1, 10000]), note: 'extremes, rising', hidden: false },
    { input: array([10000, 1]), note: 'extremes, falling' },
    { input: array([9, 8, 7, 6, 5, 4, 3, 2, 1]), note: 'strictly falling: every span is 1' },
    { input: array([3, 1, 2, 1, 3, 1, 2, 1, 3]), note: 'repeating peaks, equal values' },
    { input: array(rng.array(20, 1, 5)), note: 'small random, many ties' },
    { input: array(rng.array(3000, 1, 10000)), note: 'random, 5000 days' },
    { input: array(sawtooth), note: 'rising sawtooth' },
    { input: array(rng.array(3000, 1, 3)), note: 'random, 3000 days, three prices' },
    { input: array(rising), note: 'maximum size, rising in pairs', large: true },
  ];
}
