import { lines } from '../../lib/format.mjs';

const catalogue = (m, kits) =>
  lines(
    `${kits.length} ${m}`,
    kits.map((k) => [k.length, ...k].join(' ')),
  );

export default function generate(rng) {
  /** n kits of random sizes in [lo, hi] over m skills. */
  const random = (n, m, lo, hi) =>
    Array.from({ length: n }, () =>
      rng.distinct(rng.int(lo, Math.min(hi, m)), 0, m - 1).sort((a, b) => a - b),
    );
  // Every skill taught somewhere, but only by kits of one or two skills: the answer is near m / 2.
  const pairs = (n, m) => {
    const kits = [];
    for (let s = 0; s < m; s += 2) kits.push(s + 1 < m ? [s, s + 1] : [s]);
    while (kits.length < n) kits.push(rng.distinct(rng.int(1, 2), 0, m - 1).sort((a, b) => a - b));
    return rng.shuffle(kits);
  };
  return [
    { input: catalogue(1, [[0]]), note: 'one skill, one kit', hidden: false },
    { input: catalogue(3, [[], [0, 1, 2]]), note: 'an empty kit and a complete one', hidden: false },
    { input: catalogue(3, [[0], [1], [0, 1]]), note: 'impossible: skill 2 is taught nowhere' },
    { input: catalogue(4, [[0], [1], [2], [3]]), note: 'one skill per kit: all are needed' },
    {
      input: catalogue(5, [
        [0, 1, 2],
        [0, 1, 2],
        [3, 4],
        [2, 3],
        [0, 4],
      ]),
      note: 'duplicate kits',
    },
    { input: catalogue(8, random(10, 8, 1, 4)), note: 'small random catalogue' },
    { input: catalogue(12, random(16, 12, 2, 5)), note: 'n = 16, m = 12' },
    { input: catalogue(15, pairs(14, 15)), note: 'n = 14, small kits: answer near m / 2' },
    { input: catalogue(15, random(15, 15, 1, 3)), note: 'n = 15, m = 15, maybe impossible' },
    { input: catalogue(15, pairs(30, 15)), note: 'maximum n and m, small kits', large: true },
    { input: catalogue(15, random(30, 15, 1, 4)), note: 'maximum n and m, random kits', large: true },
    {
      input: catalogue(15, [...random(29, 14, 0, 3), [14]]),
      note: 'maximum n, only the last kit teaches skill 14',
      large: true,
    },
  ];
}
