import { lines } from '../../lib/format.mjs';

const ask = (list) =>
  lines(
    String(list.length),
    list.map(([n, k]) => `${n} ${k}`),
  );

/** A uniform move number for n discs: 1 ≤ k ≤ 2^n - 1. */
const anyMove = (rng, n) => rng.int(1, 2 ** n - 1);

export default function generate(rng) {
  const everyMove = (n) => Array.from({ length: 2 ** n - 1 }, (_, i) => [n, i + 1]);
  const small = Array.from({ length: 300 }, () => {
    const n = rng.int(1, 14);
    return [n, anyMove(rng, n)];
  });
  const big = Array.from({ length: 10000 }, () => {
    const n = rng.int(40, 50);
    return [n, anyMove(rng, n)];
  });
  const lastMoves = Array.from({ length: 50 }, (_, i) => [i + 1, 2 ** (i + 1) - 1]);
  const bits = [];
  for (let d = 1; d <= 50; d++) bits.push([50, 2 ** (d - 1)], [50, 2 ** (d - 1) * 3]);
  const medium = Array.from({ length: 30 }, () => {
    const n = rng.int(15, 20);
    return [n, anyMove(rng, n)];
  });
  return [
    { input: ask([[1, 1]]), note: 'one disc, one move', hidden: false },
    { input: ask(everyMove(3)), note: 'every move of the three-disc transfer', hidden: false },
    { input: ask(everyMove(4)), note: 'every move of the four-disc transfer' },
    { input: ask(everyMove(7)), note: 'every move of the seven-disc transfer' },
    { input: ask(lastMoves), note: 'the last move for every n: always disc 1 onto C', large: true },
    { input: ask(everyMove(2).concat(everyMove(2))), note: 'two discs, every move asked twice' },
    { input: ask(medium), note: 'n from 15 to 20, random moves' },
    { input: ask(small), note: 'random small questions' },
    {
      input: ask(bits.filter(([n, k]) => k <= 2 ** n - 1)),
      note: 'n = 50, powers of two and their triples',
      large: true,
    },
    {
      input: ask([
        [50, 2 ** 49],
        [50, 2 ** 50 - 1],
        [50, 2 ** 49 - 1],
        [50, 2 ** 49 + 1],
        [49, 2 ** 48],
      ]),
      note: 'around the middle move of the largest towers',
      large: true,
    },
    { input: ask(big), note: 'maximum q, n from 40 to 50', large: true },
  ];
}
