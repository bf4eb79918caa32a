import { lines } from '../../lib/format.mjs';

const queries = (list) =>
  lines(
    String(list.length),
    list.map((row) => row.join(' ')),
  );

const P = 1000000007;

/** A random n with up to 18 decimal digits, as a string (beyond 2^53). */
function bigN(rng) {
  const digits = rng.int(1, 18);
  let s = String(rng.int(1, 9));
  for (let i = 1; i < digits; i++) s += String(rng.int(0, 9));
  return s;
}
const coeff = (rng) => rng.int(0, P - 1);

export default function generate(rng) {
  return [
    { input: queries([[1, 1, 0, 1, 1]]), note: 'n = 1 returns f1', hidden: false },
    {
      input: queries([
        [0, 0, 5, 6, 0],
        [0, 0, 5, 6, 1],
        [0, 0, 5, 6, 2],
      ]),
      note: 'zero coefficients: the colony dies out',
    },
    {
      input: queries([
        [P - 1, P - 1, P - 1, P - 1, 1000],
        [P - 1, 0, 1, 1, 7],
      ]),
      note: 'largest residues (a = -1 modulo p)',
    },
    { input: queries([[2, 0, 0, 1, 40]]), note: 'powers of two, reduced modulo p' },
    {
      input: queries(
        Array.from({ length: 200 }, () => [
          rng.int(0, 5),
          rng.int(0, 5),
          rng.int(0, 5),
          rng.int(0, 5),
          rng.int(0, 50),
        ]),
      ),
      note: 'small coefficients and n',
    },
    {
      input: queries(
        Array.from({ length: 100 }, () => [coeff(rng), coeff(rng), coeff(rng), coeff(rng), rng.int(0, 5000)]),
      ),
      note: 'random coefficients, n up to 5000',
    },
    { input: queries([[1, 1, 0, 1, '1000000000000000000']]), note: 'Fibonacci at 10^18', large: true },
    {
      input: queries(
        Array.from({ length: 1000 }, () => [coeff(rng), coeff(rng), coeff(rng), coeff(rng), bigN(rng)]),
      ),
      note: 'maximum q, n up to 10^18',
      large: true,
    },
    {
      input: queries(
        Array.from({ length: 1000 }, () => [
          coeff(rng),
          coeff(rng),
          coeff(rng),
          coeff(rng),
          rng.int(1e7, 2e7),
        ]),
      ),
      note: 'maximum q, n around 10^7',
      large: true,
    },
    {
      input: queries([
        [1, 1, 0, 1, String(P - 1)],
        [1, 1, 0, 1, String(2 * P + 2)],
      ]),
      note: 'n around the modulus',
      large: true,
    },
  ];
}
