import { array } from '../../lib/format.mjs';

const V = 1e6;

export default function generate(rng) {
  return [
    { input: array([7]), note: 'a single stone', hidden: false },
    { input: array([4, 4]), note: 'two equal stones: margin 0', hidden: false },
    { input: array([1, 100, 1]), note: 'odd row with a big middle stone: negative margin' },
    { input: array(Array(15).fill(V)), note: 'all equal maximal values, odd n' },
    { input: array(rng.array(12, 1, 10)), note: 'small random row' },
    { input: array(rng.array(18, 1, V)), note: 'random row of 18 stones' },
    {
      input: array(Array.from({ length: 16 }, (_, i) => (i % 2 ? V : 1))),
      note: 'alternating small and big',
    },
    { input: array(rng.array(19, 1, 3)), note: 'many ties' },
    { input: array(rng.array(40, 1, V)), note: '40 stones: 2^40 move sequences', large: true },
    { input: array(rng.array(300, 1, 1000)), note: '300 stones', large: true },
    { input: array(rng.array(1500, 1, V)), note: 'maximum n, random', large: true },
    {
      input: array(Array.from({ length: 1499 }, (_, i) => (i % 3 === 1 ? V : rng.int(1, 10)))),
      note: 'maximum odd n with big stones every third place',
      large: true,
    },
  ];
}
