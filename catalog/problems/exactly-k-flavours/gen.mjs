import { lines } from '../../lib/format.mjs';

const test = (scoops, k) => lines(scoops, String(k));
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

export default function generate(rng) {
  const N = 100000;
  return [
    { input: test('q', 1), note: 'single scoop', hidden: false },
    { input: test('q', 2), note: 'single scoop, k too large', hidden: false },
    { input: test(ALPHABET, 26), note: 'every flavour once, k = 26' },
    { input: test(ALPHABET, 1), note: 'every flavour once, k = 1' },
    { input: test('abababab', 2), note: 'two alternating flavours' },
    { input: test('aabbccddee', 3), note: 'blocks of two' },
    { input: test(rng.string(30, 'abcd'), 2), note: 'small random' },
    { input: test(rng.string(3000, ALPHABET), 5), note: 'random, 3000 scoops, all flavours' },
    { input: test(rng.string(3000, 'abc'), 3), note: 'random, three flavours' },
    { input: test(rng.string(N, ALPHABET), 13), note: 'maximum size, all flavours' },
    {
      input: test(rng.string(N, 'abcdefgh'), 8),
      note: 'maximum size, k equals the flavours present',
      large: true,
    },
  ];
}
