import { lines } from '../../lib/format.mjs';

const test = (projects, k, w) =>
  lines(
    `${projects.length} ${k} ${w}`,
    projects.map(([c, p]) => `${c} ${p}`),
  );

export default function generate(rng) {
  const B = 1000000000;
  const P = 10000;
  const random = (n, cHi, pLo, pHi) => Array.from({ length: n }, () => [rng.int(0, cHi), rng.int(pLo, pHi)]);
  // A ladder: project i needs exactly the capital that projects 0..i-1 produce together.
  const ladder = rng.shuffle(Array.from({ length: 300 }, (_, i) => [i * 7, 7]));
  // The most profitable project is out of reach; small ones unlock it only if taken in the right order.
  const unlock = [
    [0, 3],
    [0, 2],
    [5, 100],
    [2, 1],
    [103, 9],
  ];
  return [
    { input: test([[B, P]], 1, 0), note: 'nothing affordable', hidden: false },
    { input: test([[B, P]], 1, B), note: 'capital exactly enough, maximum values', hidden: false },
    { input: test(unlock, 3, 0), note: 'profits unlock a big project' },
    { input: test(unlock, 5, 0), note: 'every project in turn' },
    {
      input: test(
        [
          [0, 0],
          [0, 0],
          [1, 5],
        ],
        3,
        0,
      ),
      note: 'zero profits never unlock anything',
    },
    { input: test(random(20, 30, 0, 10), 20, 4), note: 'small random, k = n' },
    { input: test(ladder, 300, 0), note: 'a ladder: each project unlocks the next' },
    { input: test(ladder, 150, 0), note: 'half of the ladder' },
    {
      input: test(random(2000, 300000, 0, P), 1000, 1000),
      note: 'random, k = n / 2, capitals unlocked as it grows',
    },
    { input: test(random(5000, B, 0, P), 5000, B), note: 'everything affordable from the start' },
    {
      input: test(random(100000, 9, 1, 9), 100000, 5),
      note: 'maximum n, k = n, all soon affordable',
      large: true,
    },
    {
      input: test(random(30000, 100000, 1, 9), 30000, 10),
      note: 'n = k = 3·10^4, capitals spread out: unlocked step by step',
      large: true,
    },
  ];
}
