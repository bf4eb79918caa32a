import { lines } from '../../lib/format.mjs';

const floor = (stones) =>
  lines(
    String(stones.length),
    stones.map(([r, c]) => `${r} ${c}`),
  );

export default function generate(rng) {
  /** n distinct random stones with rows in [0, rows) and columns in [0, cols). */
  const scatter = (n, rows, cols) =>
    rng.distinct(n, 0, rows * cols - 1).map((k) => [Math.floor(k / cols), k % cols]);
  const M = 10000;
  const grid = [];
  for (let r = 0; r < 30; r++) for (let c = 0; c < 30; c++) grid.push([r, c]);
  const stairs = [];
  for (let i = 0; i < 500; i++) stairs.push([i, i], [i, i + 1]);
  return [
    { input: floor([[7, 3]]), note: 'a single stone', hidden: false, kind: 'edge' },
    {
      input: floor([
        [2, 0],
        [2, 9],
      ]),
      note: 'two stones in one row',
      hidden: false,
      kind: 'edge',
    },
    {
      input: floor([
        [0, 0],
        [M, M],
        [0, M],
        [M, 0],
      ]),
      note: 'the four extreme corners',
      kind: 'edge',
    },
    {
      input: floor(Array.from({ length: 1000 }, (_, i) => [i * 10, M - i * 10])),
      note: 'no shared lines: nothing to clear',
      kind: 'edge',
    },
    {
      input: floor(rng.shuffle(Array.from({ length: 1000 }, (_, i) => [42, i * 10]))),
      note: 'all in one row',
      kind: 'edge',
    },
    { input: floor(rng.shuffle(grid)), note: 'a full 30 x 30 block' },
    { input: floor(rng.shuffle(stairs)), note: 'a staircase: one long chain' },
    { input: floor(scatter(10, 5, 5)), note: 'small random' },
    { input: floor(scatter(2000, 3000, 3000)), note: 'sparse random, many groups' },
    { input: floor(scatter(5000, 100, 100)), note: 'dense random' },
    { input: floor(scatter(10000, M + 1, M + 1)), note: 'random over the whole floor', large: true },
    { input: floor(scatter(90000, 1000, 1000)), note: '9·10^4 stones in a 1000 x 1000 corner', large: true },
  ];
}
