import { lines } from '../../lib/format.mjs';

const queries = (list) =>
  lines(
    String(list.length),
    list.map(([a, b, m]) => `${a} ${b} ${m}`),
  );
const P = 1000000007;

/** A random exponent with up to 18 decimal digits, as a string (beyond 2^53). */
function bigExponent(rng) {
  const digits = rng.int(1, 18);
  let s = String(rng.int(1, 9));
  for (let i = 1; i < digits; i++) s += String(rng.int(0, 9));
  return s;
}

export default function generate(rng) {
  const small = Array.from({ length: 40 }, () => [rng.int(0, 1e9), rng.int(0, 60), rng.int(1, 1e9)]);
  const medium = Array.from({ length: 20 }, () => [rng.int(0, 1e9), rng.int(0, 100000), rng.int(1, 1e9)]);
  const big = Array.from({ length: 10000 }, () => [rng.int(0, 1e9), bigExponent(rng), rng.int(1, 1e9)]);
  return [
    { input: queries([[5, 3, 1000]]), note: '5^3 = 125', hidden: false },
    {
      input: queries([
        [0, 5, 7],
        [0, 0, 7],
        [1, 0, 1],
      ]),
      note: 'zero base and zero exponent',
    },
    {
      input: queries([
        [1e9, 1, 1e9],
        [1e9, 2, 999999999],
      ]),
      note: 'base equal to or just above the modulus',
    },
    {
      input: queries([
        [2, 62, 1e9],
        [999999999, 2, 1e9],
      ]),
      note: 'products near 10^18',
    },
    {
      input: queries([
        [7, 10, P],
        [3, P - 1, P],
      ]),
      note: 'Fermat: 3^(p-1) = 1 mod p',
      large: true,
    },
    { input: queries(small), note: 'small exponents' },
    { input: queries(medium), note: 'exponents up to 10^5' },
    { input: queries([[2, '1000000000000000000', P]]), note: 'maximum exponent', large: true },
    {
      input: queries([[999999999, '999999999999999999', 999999937]]),
      note: 'all values near the maximum',
      large: true,
    },
    { input: queries(big), note: 'maximum q, random exponents up to 10^18', large: true },
  ];
}
