import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const one = (n, note, hidden = true) => ({ input: lines(String(n)), note, hidden });
  return [
    one(1, 'one square: a single hop', false),
    one(2, 'two squares', false),
    one(5, 'five squares'),
    one(10, 'ten squares'),
    one(34, 'largest n whose count stays below the modulus'),
    one(35, 'first n where the modulus matters'),
    one(rng.int(100, 999), 'random, three digits'),
    one(rng.int(1000, 99999), 'random, up to 10^5'),
    one(rng.int(100000, 999999), 'random, up to 10^6'),
    one(999999, 'one below the maximum'),
    one(1000000, 'maximum n'),
  ];
}
