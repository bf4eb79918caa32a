import { lines, row } from '../../lib/format.mjs';

const test = (values) => lines(String(values.length), row(values));
const mirror = (half, middle) => [...half, ...(middle === undefined ? [] : [middle]), ...[...half].reverse()];

export default function generate(rng) {
  const N = 20000;
  const bigHalf = rng.array(N / 2, -1000, 1000);
  const almost = mirror(bigHalf);
  almost[N / 2 + 37] = almost[N / 2 + 37] === 0 ? 1 : 0; // one carriage differs, deep in the second half
  return [
    { input: test([]), note: 'empty train', hidden: false },
    { input: test([-1000]), note: 'one carriage', hidden: false },
    { input: test([4, 4]), note: 'two equal' },
    { input: test([4, 5]), note: 'two different' },
    { input: test([1, 2, 1, 2]), note: 'repeats but not a palindrome' },
    { input: test(mirror(rng.array(6, 0, 3), 9)), note: 'odd length palindrome' },
    { input: test(rng.array(12, 0, 1)), note: 'small random' },
    { input: test(mirror(rng.array(1500, -1000, 1000))), note: 'even length palindrome, 3000' },
    { input: test(new Array(5001).fill(7)), note: 'all equal, odd length' },
    { input: test(mirror(bigHalf)), note: 'maximum size, palindrome' },
    { input: test(almost), note: 'maximum size, one carriage off' },
    {
      input: test(mirror(rng.array(N / 2 - 1, -1000, 1000), 1000)),
      note: 'maximum size minus one, odd palindrome',
    },
  ];
}
