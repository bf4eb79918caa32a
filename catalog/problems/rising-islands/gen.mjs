import { lines } from '../../lib/format.mjs';

const test = (r, c, events) =>
  lines(
    `${r} ${c} ${events.length}`,
    events.map(([i, j]) => `${i} ${j}`),
  );

/** q random cells (repeats possible). */
function randomEvents(rng, r, c, q) {
  const out = [];
  for (let k = 0; k < q; k++) out.push([rng.int(0, r - 1), rng.int(0, c - 1)]);
  return out;
}

/** Distinct random cells, q of them. */
function distinctEvents(rng, r, c, q) {
  return rng.distinct(q, 0, r * c - 1).map((id) => [Math.floor(id / c), id % c]);
}

/** A checkerboard first (many separate islands), then the gaps fill in. */
function checkerThenFill(rng, r, c, q) {
  const black = [];
  const white = [];
  for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) ((i + j) % 2 ? white : black).push([i, j]);
  return rng.shuffle(black).concat(rng.shuffle(white)).slice(0, q);
}

export default function generate(rng) {
  return [
    { input: test(1, 1, [[0, 0]]), note: 'a single cell', hidden: false, kind: 'edge' },
    {
      input: test(1, 1, [
        [0, 0],
        [0, 0],
        [0, 0],
      ]),
      note: 'the same cell three times',
      kind: 'edge',
    },
    {
      input: test(2, 2, [
        [0, 0],
        [1, 1],
        [0, 1],
      ]),
      note: 'diagonal cells joined by a third',
    },
    {
      input: test(1, 7, [
        [0, 0],
        [0, 2],
        [0, 4],
        [0, 6],
        [0, 1],
        [0, 5],
        [0, 3],
      ]),
      note: 'a row filling in',
    },
    {
      input: test(3, 3, [
        [0, 1],
        [1, 0],
        [1, 2],
        [2, 1],
        [1, 1],
      ]),
      note: 'a centre cell merging four islands',
    },
    { input: test(5, 6, randomEvents(rng, 5, 6, 20)), note: 'small random, repeats' },
    { input: test(30, 40, distinctEvents(rng, 30, 40, 600)), note: 'random, half the grid rises' },
    { input: test(100000, 1, distinctEvents(rng, 100000, 1, 500)), note: 'one column of 10^5 cells' },
    {
      input: test(316, 316, checkerThenFill(rng, 100, 80, 8000)),
      note: 'large grid, a checkerboard corner filling in',
      large: true,
    },
    {
      input: test(200, 500, distinctEvents(rng, 200, 500, 20000)),
      note: 'maximum size, random distinct cells',
      large: true,
    },
    {
      input: test(100, 1000, randomEvents(rng, 20, 1000, 6000)),
      note: 'large grid, events in the top rows',
      large: true,
    },
    {
      input: test(1000, 100, checkerThenFill(rng, 60, 100, 6000).concat(randomEvents(rng, 60, 100, 2000))),
      note: 'checkerboard filling in, then repeats',
      large: true,
    },
  ];
}
