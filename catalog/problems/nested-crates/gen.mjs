import { lines } from '../../lib/format.mjs';

const cratesInput = (list) =>
  lines(
    String(list.length),
    list.map(([w, h]) => `${w} ${h}`),
  );

/** n crates with widths in [1, wMax] and heights in [1, hMax]. */
const randomCrates = (rng, n, wMax, hMax) =>
  Array.from({ length: n }, () => [rng.int(1, wMax), rng.int(1, hMax)]);

/** A staircase where every width appears several times with increasing heights: the tie trap. */
function tieTrap(rng, widths, perWidth) {
  const out = [];
  for (let w = 1; w <= widths; w++) {
    for (let k = 0; k < perWidth; k++) out.push([w, w * 3 + k]);
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  const B = 1e9;
  return [
    { input: cratesInput([[1, 1]]), note: 'a single crate', hidden: false },
    {
      input: cratesInput([
        [2, 3],
        [3, 2],
      ]),
      note: 'crossed sizes: no nesting',
    },
    {
      input: cratesInput([
        [1, 1],
        [B, B],
      ]),
      note: 'extreme sizes, nested',
    },
    {
      input: cratesInput([
        [5, 1],
        [5, 2],
        [5, 3],
        [5, 4],
      ]),
      note: 'one width, rising heights',
    },
    {
      input: cratesInput([
        [1, 7],
        [2, 7],
        [3, 7],
      ]),
      note: 'one height, rising widths',
    },
    {
      input: cratesInput(Array.from({ length: 9 }, (_, i) => [i + 1, i + 1]).reverse()),
      note: 'a perfect chain, listed largest first',
    },
    { input: cratesInput(randomCrates(rng, 12, 6, 6)), note: 'small random with ties' },
    { input: cratesInput(randomCrates(rng, 1000, B, B)), note: 'random, full range' },
    { input: cratesInput(tieTrap(rng, 200, 5)), note: 'tie trap, 200 widths', large: true },
    {
      input: cratesInput(randomCrates(rng, 10000, 50, 10000)),
      note: 'few widths, many heights',
      large: true,
    },
    { input: cratesInput(randomCrates(rng, 20000, 1000, 1000)), note: 'maximum n', large: true },
  ];
}
