import { lines } from '../../lib/format.mjs';

const test = (depots, k) =>
  lines(
    `${depots.length} ${k}`,
    depots.map(([x, y]) => `${x} ${y}`),
  );

export default function generate(rng) {
  const L = 10000;
  const points = (n, lo, hi) => Array.from({ length: n }, () => [rng.int(lo, hi), rng.int(lo, hi)]);
  const corners = [
    [L, L],
    [-L, -L],
    [L, -L],
    [-L, L],
    [0, 0],
  ];
  // All on one circle of squared radius 25: ties everywhere, broken by index.
  const circle = rng.shuffle([
    [5, 0],
    [-5, 0],
    [0, 5],
    [0, -5],
    [3, 4],
    [-3, 4],
    [3, -4],
    [-3, -4],
    [4, 3],
    [-4, -3],
  ]);
  return [
    { input: test([[7, -7]], 1), note: 'a single depot', hidden: false },
    { input: test(corners, 2), note: 'extreme corners and the origin', hidden: false },
    { input: test(circle, 4), note: 'all equally far: ties by index' },
    {
      input: test(
        Array.from({ length: 6 }, () => [2, -3]),
        3,
      ),
      note: 'all depots at the same spot',
    },
    { input: test(points(12, -5, 5), 12), note: 'k = n: the whole ranking' },
    { input: test(points(30, -3, 3), 7), note: 'small random, many ties' },
    { input: test(points(500, -L, L), 1), note: 'k = 1' },
    { input: test(points(2000, -50, 50), 600), note: 'dense cluster, many ties' },
    { input: test(points(20000, -L, L), 20), note: 'maximum n, small k', large: true },
    { input: test(points(20000, -100, 100), 20000), note: 'maximum n, k = n, many ties', large: true },
  ];
}
