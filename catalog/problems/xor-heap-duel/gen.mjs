import { lines } from '../../lib/format.mjs';

const games = (list) =>
  lines(
    String(list.length),
    list.map((h) => [String(h.length), h.join(' ')]),
  );

const V = 1e9;

/** A random game; with probability p the last heap is fixed so that the XOR is 0. */
function game(rng, k, hi, pZero = 0.5) {
  const h = rng.array(k, 0, hi);
  if (k >= 2 && rng.bool(pZero)) {
    let x = 0;
    for (let i = 0; i < k - 1; i++) x ^= h[i];
    h[k - 1] = x; // XOR of values <= hi stays below the next power of two, within 10^9 for hi = V
    if (h[k - 1] > V) h[k - 1] = 0;
  }
  return h;
}

export default function generate(rng) {
  return [
    { input: games([[0], [1], [0, 0, 0]]), note: 'empty and one-match games', hidden: false },
    { input: games([[V, V], [V], [V, V, V]]), note: 'maximal heaps' },
    {
      input: games([
        [7, 7, 7, 7],
        [1, 1, 1],
        [2, 3],
        [6, 5, 3],
      ]),
      note: 'hand-made XOR cases',
    },
    { input: games(Array.from({ length: 200 }, () => game(rng, rng.int(1, 4), 7))), note: 'small heaps' },
    {
      input: games(Array.from({ length: 200 }, () => game(rng, rng.int(2, 6), 1))),
      note: 'heaps of 0 and 1',
    },
    {
      input: games(Array.from({ length: 100 }, () => game(rng, rng.int(2, 20), 536870911))),
      note: 'medium games, half balanced',
    },
    {
      input: games(Array.from({ length: 50 }, () => Array.from({ length: 10 }, () => rng.pick([3, 5, 6])))),
      note: 'sum-based guess is wrong here',
    },
    { input: games([Array.from({ length: 1000 }, (_, i) => i + 1)]), note: 'heaps 1..1000' },
    {
      input: games(Array.from({ length: 20 }, () => game(rng, 1000, 536870911))),
      note: 'maximum total heaps',
      large: true,
    },
    { input: games(Array.from({ length: 1000 }, () => game(rng, 2, V, 0.3))), note: 'maximum g, two heaps' },
  ];
}
