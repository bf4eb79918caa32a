import { lines } from '../../lib/format.mjs';

const candidates = (pairs) =>
  lines(
    String(pairs.length / 2),
    pairs.map(([a, b]) => `${a} ${b}`),
  );

const V = 1e6;
const randomPairs = (rng, count, hi) => Array.from({ length: count }, () => [rng.int(1, hi), rng.int(1, hi)]);

export default function generate(rng) {
  return [
    {
      input: candidates([
        [1, 1],
        [1, 1],
      ]),
      note: 'two identical candidates',
      hidden: false,
    },
    {
      input: candidates([
        [V, 1],
        [V, 1],
        [1, V],
        [1, V],
      ]),
      note: 'extreme preferences',
    },
    {
      input: candidates([
        [1, 2],
        [2, 100],
        [3, 4],
        [4, 200],
      ]),
      note: 'cheapest-north-first is wrong',
      hidden: false,
    },
    { input: candidates(Array(20).fill([7, 7])), note: 'all costs equal' },
    { input: candidates(randomPairs(rng, 10, 20)), note: 'small random' },
    { input: candidates(randomPairs(rng, 200, 1000)), note: '100 per office' },
    {
      input: candidates(Array.from({ length: 100 }, () => [rng.int(1, 100), rng.int(V - 100, V)])),
      note: 'north always cheaper',
    },
    { input: candidates(randomPairs(rng, 2000, V)), note: '1000 per office' },
    { input: candidates(randomPairs(rng, 10000, V)), note: 'maximum n, random', large: true },
    {
      input: candidates(
        Array.from({ length: 10000 }, (_, i) =>
          i % 2 ? [rng.int(1, 1000), rng.int(1, 500)] : [rng.int(500, 1000), V],
        ),
      ),
      note: 'maximum n, cheap north tickets for those who should go south',
      large: true,
    },
  ];
}
