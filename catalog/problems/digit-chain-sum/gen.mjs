import { linkedList } from '../../lib/format.mjs';

/** A random number of exactly `len` digits, least significant first (top digit non-zero unless len = 1). */
function number(rng, len) {
  const d = rng.array(len, 0, 9);
  if (len > 1) d[len - 1] = rng.int(1, 9);
  return d;
}

export default function generate(rng) {
  const two = (a, b) => linkedList(a) + linkedList(b);
  const nines = (len) => new Array(len).fill(9);
  const oneThenZeros = (len) => [...new Array(len - 1).fill(0), 1];
  return [
    { input: two([0], [7]), note: 'zero plus a digit', hidden: false },
    { input: two([5], [5]), note: 'one-digit sum with a carry' },
    { input: two([1, 0, 0, 1], [9, 9, 9]), note: 'carry stops before the longer number ends' },
    { input: two(nines(12), [1]), note: 'carry ripples through 12 digits' },
    {
      input: two(
        [1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
        [8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      ),
      note: '17-digit numbers beyond 2^53',
    },
    { input: two(number(rng, 5), number(rng, 9)), note: 'small random, different lengths' },
    { input: two(number(rng, 30), number(rng, 30)), note: '30-digit numbers' },
    { input: two(number(rng, 1000), number(rng, 1)), note: 'long plus one digit' },
    { input: two(nines(20000), nines(20000)), note: 'maximum length, all nines', large: true },
    { input: two(nines(20000), [1]), note: 'maximum length, carry through every digit', large: true },
    { input: two(number(rng, 20000), number(rng, 19999)), note: 'maximum length, random', large: true },
    { input: two(oneThenZeros(20000), [0]), note: 'maximum length plus zero', large: true },
  ];
}
