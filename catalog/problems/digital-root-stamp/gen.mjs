import { lines } from '../../lib/format.mjs';

const stamps = (nums) => lines(String(nums.length), nums);

export default function generate(rng) {
  /** A random decimal number with exactly d digits (no leading zero). */
  const num = (d) => String(rng.int(1, 9)) + rng.string(d - 1, '0123456789');
  return [
    { input: stamps(['0']), note: 'zero', hidden: false },
    {
      input: stamps(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
      note: 'every single digit',
      hidden: false,
    },
    { input: stamps(['9', '18', '99', '900000000', '10']), note: 'multiples of 9 and a power of ten' },
    {
      input: stamps(['1000000000000000000000000000000', '9'.repeat(1000)]),
      note: 'a power of ten and a thousand nines',
    },
    { input: stamps(Array.from({ length: 200 }, () => String(rng.int(0, 1000000)))), note: 'small numbers' },
    {
      input: stamps(Array.from({ length: 100 }, () => num(rng.int(15, 40)))),
      note: 'numbers beyond 64 bits',
    },
    { input: stamps(['0', '0', '5', '0']), note: 'several zeros' },
    { input: stamps([`1${'0'.repeat(29999)}`]), note: '10^29999: one followed by zeros' },
    { input: stamps([num(100000)]), note: 'a single number with 10^5 digits', large: true },
    {
      input: stamps(Array.from({ length: 10000 }, () => num(rng.int(1, 9)))),
      note: 'maximum q, short numbers',
      large: true,
    },
    {
      input: stamps([`9${'0'.repeat(20000)}`, '9'.repeat(19999)]),
      note: 'two long multiples of 9',
      large: true,
    },
  ];
}
