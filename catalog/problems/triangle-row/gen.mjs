import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const ks = [1, 2, 3, 10, rng.int(11, 20), 30, 33, 34, rng.int(35, 45), 49, 50];
  return ks.map((k, i) => ({
    input: lines(String(k)),
    note: k === 50 ? 'largest k' : `k = ${k}`,
    hidden: i >= 1,
  }));
}
