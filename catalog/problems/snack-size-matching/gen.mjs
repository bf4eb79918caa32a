import { array } from '../../lib/format.mjs';

const test = (appetite, size) => array(appetite) + array(size);

export default function generate(rng) {
  const B = 10 ** 9;
  const N = 20000;
  return [
    { input: test([5], []), note: 'no snacks at all', hidden: false },
    { input: test([7], [7]), note: 'one child, snack exactly the appetite', hidden: false },
    { input: test([8, 9], [1, 2, 3]), note: 'every snack too small' },
    { input: test([1, 1, 1], [B, B, B, B]), note: 'more snacks than children, extremes' },
    { input: test([4, 4, 4, 4], [4, 4]), note: 'duplicates on both sides' },
    { input: test([1, 6], [6, 2]), note: 'big snack first in input: a first-fit order wastes it' },
    { input: test(rng.array(15, 1, 20), rng.array(12, 1, 20)), note: 'small random' },
    { input: test(rng.array(500, 1, 1000), rng.array(700, 1, 1000)), note: 'random, more snacks' },
    { input: test(rng.array(3000, 1, B), rng.array(2000, 1, B)), note: 'random, wide values' },
    { input: test(rng.array(N, 1, 50), rng.array(N, 1, 50)), note: 'maximum size, many ties' },
    {
      input: test(rng.array(N, 1, B), rng.array(N, 1, B)),
      note: 'maximum size, random wide values',
    },
    {
      input: test(
        Array.from({ length: N }, (_, i) => 2 * i + 2),
        Array.from({ length: N }, (_, i) => 2 * i + 1),
      ),
      note: 'every snack one short of a child: all but the first fit the previous child',
    },
  ];
}
