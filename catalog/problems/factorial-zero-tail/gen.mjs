import { lines } from '../../lib/format.mjs';

const queries = (list) => lines(String(list.length), list.map(String));
const MAX = 1e15;

export default function generate(rng) {
  const powers = [];
  for (let p = 5; p <= MAX; p *= 5) powers.push(p - 1, p, p + 1);
  return [
    { input: queries([0, 1, 4]), note: 'no factor 5 at all', hidden: false },
    { input: queries([MAX, MAX - 1]), note: 'the maximum' },
    { input: queries(powers), note: 'around every power of 5' },
    { input: queries(Array.from({ length: 200 }, (_, i) => i)), note: 'n = 0..199' },
    { input: queries(Array.from({ length: 300 }, () => rng.int(0, 1e6))), note: 'n up to 10^6' },
    { input: queries(Array.from({ length: 300 }, () => rng.int(0, 1e9) * 5)), note: 'multiples of 5' },
    { input: queries([30517578125, 30517578124, 152587890625]), note: 'large powers of 5' },
    {
      input: queries(Array.from({ length: 5000 }, () => rng.int(0, MAX))),
      note: 'maximum q, n up to 10^15',
      large: true,
    },
    {
      input: queries(Array.from({ length: 3000 }, () => rng.int(MAX - 1e6, MAX))),
      note: 'n near the maximum',
      large: true,
    },
    { input: queries([123456789012345, 999999999999999, 2 ** 49]), note: 'assorted large values' },
  ];
}
