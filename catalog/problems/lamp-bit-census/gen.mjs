import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const sizes = [1, 2, 7, 8, 31, 64, rng.int(100, 999), 1023, 4096, rng.int(10000, 20000), 50000];
  return sizes.map((n, k) => ({
    input: lines(String(n)),
    note: n === 50000 ? 'maximum n' : `n = ${n}`,
    hidden: k >= 2,
  }));
}
