import { lines } from '../../lib/format.mjs';

const games = (list) =>
  lines(
    String(list.length),
    list.map(([n, k]) => `${n} ${k}`),
  );

export default function generate(rng) {
  const BIG = 10 ** 15;
  /** q games with n in [1, maxN] and k in [1, maxK]. */
  const random = (q, maxN, maxK) => Array.from({ length: q }, () => [rng.int(1, maxN), rng.int(1, maxK)]);
  /** q games where n is a multiple of k + 1 (the first player loses). */
  const losing = (q, maxK) =>
    Array.from({ length: q }, () => {
      const k = rng.int(1, maxK);
      return [(k + 1) * rng.int(1, Math.floor(BIG / (k + 1))), k];
    });
  const all = [];
  for (let n = 1; n <= 12; n++) for (let k = 1; k <= 6; k++) all.push([n, k]);
  return [
    { input: games([[1, 1]]), note: 'one pebble', hidden: false },
    { input: games([[2, 1]]), note: 'two pebbles, one at a time: the first player loses', hidden: false },
    { input: games(all), note: 'every small game n ≤ 12, k ≤ 6' },
    {
      input: games([
        [BIG, BIG],
        [BIG, 1],
        [BIG - 1, 1],
        [1, BIG],
        [BIG, BIG - 1],
        [BIG - 1, BIG - 2],
      ]),
      note: 'extremes of n and k',
    },
    { input: games(random(50, 30, 30)), note: 'small random games' },
    { input: games(losing(50, 1000)), note: 'losing positions only' },
    { input: games(random(500, BIG, 100)), note: 'huge piles, small k' },
    { input: games(random(500, BIG, BIG)), note: 'huge piles, huge k (often k ≥ n)' },
    {
      input: games([...losing(5000, BIG / 10), ...random(5000, BIG, 10 ** 6)]),
      note: 'maximum q',
      large: true,
    },
    { input: games(random(10000, BIG, 10 ** 9)), note: 'maximum q, random', large: true },
  ];
}
