import { lines } from '../../lib/format.mjs';

const fences = (list) =>
  lines(
    String(list.length),
    list.map((f) => f.join(' ')),
  );

const M = 1e9;

/** A fence from a random start along g steps of a random direction (a, b), kept inside the range. */
function stepped(rng, maxCoord, g, a, b) {
  const x1 = rng.int(-maxCoord, maxCoord - Math.abs(g * a));
  const y1 = rng.int(-maxCoord, maxCoord - Math.abs(g * b));
  return [x1, y1, x1 + g * a, y1 + g * b];
}

export default function generate(rng) {
  const small = Array.from({ length: 300 }, () => rng.array(4, -20, 20));
  const shared = Array.from({ length: 1500 }, () => {
    const g = rng.int(1, 100000);
    const a = rng.int(-10000, 10000);
    const b = rng.int(-10000, 10000);
    return rng.bool() ? stepped(rng, M, g, a, b) : stepped(rng, M, g, b, a);
  });
  const big = Array.from({ length: 5000 }, () => rng.array(4, -M, M));
  return [
    { input: fences([[0, 0, 0, 0]]), note: 'a single point at the origin', hidden: false },
    {
      input: fences([
        [0, 0, 5, 0],
        [3, -2, 3, 9],
        [-4, -4, 4, 4],
      ]),
      note: 'horizontal, vertical and diagonal fences',
      hidden: false,
    },
    {
      input: fences([
        [-M, -M, M, M],
        [M, -M, -M, M],
        [-M, 0, M, 0],
        [M, M, M, M],
      ]),
      note: 'extreme coordinates: differences of 2·10^9',
    },
    {
      input: fences([
        [-M, -M, M, M - 1],
        [0, 0, 999999937, 999999929],
        [1, 1, 2, 2],
      ]),
      note: 'coprime differences: only the ends',
    },
    {
      input: fences([
        [6, 4, 0, 0],
        [0, 0, -6, -4],
        [0, 4, 6, 0],
      ]),
      note: 'same fence reversed and mirrored: signs do not matter',
    },
    { input: fences([[0, 0, 536870912, 1073741824]]), note: 'powers of two' },
    {
      input: fences([
        [-7, 3, 14, -11],
        [100, 100, 100, -100],
        [-999999999, 5, 1000000000, 5],
      ]),
      note: 'negative coordinates and long axis-parallel fences',
    },
    { input: fences(small), note: 'small random fences, many duplicates of shapes' },
    { input: fences(shared), note: 'fences built from a large step count' },
    { input: fences(big), note: 'maximum q, random coordinates over the full range', large: true },
  ];
}
