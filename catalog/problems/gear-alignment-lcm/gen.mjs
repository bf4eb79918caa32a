import { lines } from '../../lib/format.mjs';

const pairs = (list) =>
  lines(
    String(list.length),
    list.map(([a, b]) => `${a} ${b}`),
  );

const M = 1e6;

export default function generate(rng) {
  const small = Array.from({ length: 200 }, () => [rng.int(1, 50), rng.int(1, 50)]);
  // Pairs with a large shared factor: the gcd matters.
  const shared = Array.from({ length: 500 }, () => {
    const g = rng.int(1, 1000);
    return [g * rng.int(1, Math.floor(M / g)), g * rng.int(1, Math.floor(M / g))];
  });
  const big = Array.from({ length: 10000 }, () => [rng.int(1, M), rng.int(1, M)]);
  return [
    { input: pairs([[1, 1]]), note: 'both gears have one tooth', hidden: false },
    {
      input: pairs([
        [12, 4],
        [4, 12],
      ]),
      note: 'one count divides the other, both orders',
      hidden: false,
    },
    {
      input: pairs([
        [M, M - 1],
        [M - 1, M],
        [999983, 999979],
      ]),
      note: 'coprime counts near the maximum: answer near 10^12',
    },
    { input: pairs([[M, M]]), note: 'equal maximal gears' },
    {
      input: pairs([
        [2, 4],
        [6, 10],
        [15, 25],
        [720720, 360360],
      ]),
      note: 'shared factors',
    },
    { input: pairs(small), note: 'small random pairs' },
    { input: pairs(shared), note: 'pairs with a large common factor' },
    { input: pairs([[1, M]]), note: 'a one-tooth gear' },
    { input: pairs([[524288, 1000000]]), note: 'powers of two against powers of ten' },
    { input: pairs(big), note: 'maximum q, random counts', large: true },
  ];
}
