import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const one = (n, note, extra = {}) => ({ input: lines(String(n)), note, ...extra });
  return [
    one(0, 'no posts at all', { hidden: false, kind: 'edge' }),
    one(1, 'only post 0', { kind: 'edge' }),
    one(3, 'first prime counted', { hidden: false, kind: 'edge' }),
    one(4, 'just past 3'),
    one(25, 'n is a square of a prime'),
    one(97, '97 itself is not below n'),
    one(98, '97 is now below n'),
    one(rng.int(1000, 9999), 'random four-digit n'),
    one(rng.int(100000, 500000), 'random n up to 5·10^5'),
    one(999983, 'largest prime below 10^6 excluded'),
    one(999984, 'largest prime below 10^6 included'),
    one(1000000, 'maximum n', { large: true }),
  ];
}
