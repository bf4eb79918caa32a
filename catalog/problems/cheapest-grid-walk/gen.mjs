import { matrix } from '../../lib/format.mjs';

function randomTolls(rng, r, c, hi) {
  return Array.from({ length: r }, () => rng.array(c, 0, hi));
}

/** Cheap bait next to the start, expensive middle, cheap corridor along the bottom and right edges. */
function trap(rng, r, c) {
  const m = Array.from({ length: r }, () => rng.array(c, 500, 999));
  for (let j = 0; j < c; j++) m[r - 1][j] = rng.int(0, 5);
  for (let i = 0; i < r; i++) m[i][0] = i === 1 ? 300 : rng.int(0, 5);
  m[0][1] = 0;
  return m;
}

export default function generate(rng) {
  return [
    { input: matrix([[42]]), note: 'single block', hidden: false },
    { input: matrix([[0, 0, 0, 0]]), note: 'one row of free blocks' },
    { input: matrix([[999], [999], [999]]), note: 'one column of maximum tolls' },
    {
      input: matrix([
        [1, 1, 9, 9],
        [5, 9, 9, 9],
        [1, 1, 1, 1],
      ]),
      note: 'greedy trap from the editorial',
    },
    { input: matrix(randomTolls(rng, 4, 5, 9)), note: 'small random' },
    { input: matrix(Array.from({ length: 30 }, () => new Array(30).fill(7))), note: 'all equal' },
    { input: matrix(randomTolls(rng, 50, 80, 999)), note: 'random, 50 x 80' },
    { input: matrix(trap(rng, 100, 100)), note: 'cheap edges, expensive middle', large: true },
    { input: matrix(randomTolls(rng, 200, 200, 999)), note: 'maximum size, random', large: true },
    { input: matrix(trap(rng, 200, 200)), note: 'maximum size, cheap edges', large: true },
    { input: matrix(randomTolls(rng, 1, 200, 999)), note: 'one row of 200', large: true },
  ];
}
