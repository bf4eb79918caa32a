import { lines } from '../../lib/format.mjs';

const N = 100000;

export default function generate(rng) {
  return [
    { input: lines('k'), note: 'a single tile', hidden: false },
    { input: lines('ba'), note: 'two tiles', hidden: false },
    { input: lines('aaaa'), note: 'all tiles equal: shift 0' },
    { input: lines('bcabcabca'), note: 'periodic: the first of three equal minima' },
    { input: lines('zyxwvutsrqponmlkjihgfedcba'), note: 'reversed alphabet: the last tile' },
    { input: lines(rng.string(200, 'ab')), note: 'random over two letters' },
    { input: lines(rng.string(5000, 'abcdefghijklmnopqrstuvwxyz')), note: 'random lowercase, n = 5000' },
    { input: lines(`${'a'.repeat(3000)}b${'a'.repeat(2999)}c`), note: 'two long runs of a, n = 6001' },
    { input: lines(`${'a'.repeat(N - 1)}b`), note: 'maximum n: a long run then one b', large: true },
    {
      input: lines(`b${'a'.repeat(N / 2 - 1)}b${'a'.repeat(N / 2 - 2)}`),
      note: 'maximum n: two runs of a of almost equal length',
      large: true,
    },
    {
      input: lines(`${'ab'.repeat(24999)}aa`),
      note: 'n = 50000: alternating with one double a',
      large: true,
    },
    { input: lines(rng.string(20000, 'ab')), note: 'random over two letters, n = 20000' },
  ];
}
