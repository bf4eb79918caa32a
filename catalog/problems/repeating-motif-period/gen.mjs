import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const repeat = (motif, k) => motif.repeat(k);
  const N = 100000;
  // 83160 has 128 divisors: a nearly periodic pattern makes every divisor check run long.
  const manyDivisors = `${'a'.repeat(83159)}b`;
  const block = rng.string(2520, 'ab');
  return [
    { input: lines('q'), note: 'single letter', hidden: false },
    { input: lines('ab'), note: 'two different letters', hidden: false },
    { input: lines('abab'), note: 'two-letter motif' },
    { input: lines('aab'), note: 'prime length, no shorter motif' },
    { input: lines(repeat('abcab', 6)), note: 'motif with a repeated prefix' },
    { input: lines(`${repeat('xy', 7)}x`), note: 'almost periodic, odd length' },
    { input: lines(repeat(rng.string(12, 'abc'), 25)), note: 'random motif of 12, repeated' },
    { input: lines(rng.string(999, 'ab')), note: 'random pattern, two letters' },
    { input: lines(repeat(block, 39)), note: 'motif of 2520 repeated 39 times' },
    { input: lines('z'.repeat(N)), note: 'maximum length, one letter' },
    { input: lines(manyDivisors), note: '83160 letters (128 divisors), last letter differs' },
    { input: lines(repeat(`${'a'.repeat(49999)}b`, 2)), note: 'maximum length, two halves' },
    { input: lines(rng.string(99991, 'abcdefghijklmnopqrstuvwxyz')), note: 'prime length, random' },
  ];
}
