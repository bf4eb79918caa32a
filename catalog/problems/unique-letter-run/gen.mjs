import { lines } from '../../lib/format.mjs';

let PRINTABLE = '';
for (let c = 33; c <= 126; c++) PRINTABLE += String.fromCharCode(c);

export default function generate(rng) {
  const N = 100000;
  // Blocks that are permutations of the whole alphabet: answer 94 everywhere.
  let perms = '';
  while (perms.length < N) perms += rng.shuffle([...PRINTABLE]).join('');
  // Palindromic blocks like "abcddcba" are where a backwards-moving window start goes wrong.
  let mirrored = '';
  while (mirrored.length < N - 200) {
    const half = rng
      .shuffle([...PRINTABLE])
      .slice(0, rng.int(5, 40))
      .join('');
    mirrored += half + [...half].reverse().join('');
  }
  return [
    { input: lines('q'), note: 'single character', hidden: false },
    { input: lines('zz'), note: 'two equal characters' },
    { input: lines('tmmzuxt'), note: 'repeat leaves the window before the next one' },
    { input: lines(PRINTABLE), note: 'every printable character once' },
    { input: lines(rng.string(30, 'abcde')), note: 'small random' },
    { input: lines(rng.string(1000, 'abcdefghij0123456789!?')), note: 'random, 1000 characters' },
    { input: lines('#'.repeat(N)), note: 'maximum length, one character', large: true },
    { input: lines(perms.slice(0, N)), note: 'maximum length, shuffled alphabets', large: true },
    { input: lines(mirrored), note: 'long, mirrored blocks', large: true },
    { input: lines(rng.string(N, PRINTABLE)), note: 'maximum length, random', large: true },
  ];
}
