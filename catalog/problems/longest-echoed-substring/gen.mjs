import { lines } from '../../lib/format.mjs';

const N = 20000;
const AZ = 'abcdefghijklmnopqrstuvwxyz';

export default function generate(rng) {
  /** Random text with the same block of length len planted at two places. */
  const planted = (n, len, alphabet) => {
    const block = rng.string(len, alphabet);
    const base = rng.string(n, alphabet);
    const a = rng.int(0, Math.floor(n / 2) - len);
    const b = rng.int(Math.floor(n / 2), n - len);
    return base.slice(0, a) + block + base.slice(a + len, b) + block + base.slice(b + len);
  };
  return [
    { input: lines('q'), note: 'a single letter: no echo', hidden: false },
    { input: lines('aa'), note: 'two equal letters: overlapping length 1', hidden: false },
    { input: lines('aaaaaa'), note: 'one repeated letter: the copies overlap' },
    { input: lines(AZ), note: 'all letters distinct' },
    { input: lines('abcabxabcaby'), note: 'echo of length 5' },
    { input: lines('zzabab'), note: 'two echoes of length 2: the leftmost wins' },
    { input: lines(rng.string(300, 'ab')), note: 'random over two letters' },
    { input: lines(planted(2000, 60, AZ)), note: 'planted echo of length 60' },
    { input: lines(rng.string(3000, AZ)), note: 'random lowercase, n = 3000' },
    { input: lines(planted(N, 2000, AZ)), note: 'maximum n, planted echo of length 2000', large: true },
    { input: lines('ab'.repeat(N / 2)), note: 'maximum n, period two: echo of length n - 2', large: true },
    { input: lines(rng.string(N, 'ab')), note: 'maximum n, random over two letters', large: true },
  ];
}
