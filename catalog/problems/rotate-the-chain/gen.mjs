import { lines } from '../../lib/format.mjs';

function chain(values, k) {
  return lines(`${values.length} ${k}`, values.join(' '));
}

export default function generate(rng) {
  const B = 1e6;
  const K = 1e9;
  const N = 50000;
  const seq = (n) => Array.from({ length: n }, (_, i) => i);
  return [
    { input: chain([], 5), note: 'empty chain', hidden: false },
    { input: chain([8], K), note: 'single link, huge k', hidden: false },
    { input: chain([1, 2, 3], 0), note: 'k = 0' },
    { input: chain([1, 2, 3], 3), note: 'k = n: unchanged' },
    { input: chain([-B, B], 1), note: 'two links, extreme values' },
    { input: chain(rng.array(10, -10, 10), rng.int(0, 100)), note: 'small random' },
    { input: chain(seq(1000), 999), note: '1000 links, k = n - 1' },
    { input: chain(rng.array(997, -B, B), K), note: '997 links, k = 10^9' },
    { input: chain(rng.array(N, -9, 9), N - 1), note: 'maximum size, k = n - 1', large: true },
    { input: chain(rng.array(20000, -9, 9), 20 * N + 30001), note: '2·10^4 links, large k', large: true },
    { input: chain(rng.array(19993, -9, 9), K), note: '19993 links, k = 10^9', large: true },
  ];
}
