import { lines } from '../../lib/format.mjs';

const queries = (list) => lines(String(list.length), list.map(String));
const N = 300000;

export default function generate(rng) {
  return [
    { input: queries([1, 2, 3]), note: 'smallest limits', hidden: false },
    { input: queries(Array.from({ length: 60 }, (_, i) => i + 1)), note: 'n = 1..60' },
    { input: queries([97, 64, 81, 210]), note: 'a prime, prime powers, a product of small primes' },
    { input: queries(Array.from({ length: 50 }, () => rng.int(1, 300))), note: 'random small limits' },
    { input: queries([300, 300, 1]), note: 'repeated queries' },
    { input: queries([N]), note: 'the maximum alone', large: true },
    {
      input: queries(Array.from({ length: 1000 }, () => rng.int(1, N))),
      note: 'maximum q, random limits',
      large: true,
    },
    {
      input: queries(Array.from({ length: 1000 }, () => rng.int(N - 1000, N))),
      note: 'maximum q, limits near the maximum',
      large: true,
    },
    {
      input: queries([299993, 262144, 294000]),
      note: 'large prime, power of two, many factors',
      large: true,
    },
    { input: queries([5000]), note: 'a single mid-size limit', large: true },
  ];
}
