import { lines } from '../../lib/format.mjs';

const roster = (shifts) => [String(shifts.length), ...shifts.map(([s, e]) => `${s} ${e}`)];
const test = (ada, ben) => lines(...roster(ada), ...roster(ben));

/** count sorted disjoint shifts inside [lo, hi]; pointRate of them last a single moment. */
function shifts(rng, count, lo, hi, pointRate = 0.1) {
  const cuts = rng.distinct(2 * count, lo, hi).sort((a, b) => a - b);
  const out = [];
  for (let k = 0; k < count; k++) {
    const s = cuts[2 * k];
    out.push([s, rng.bool(pointRate) ? s : cuts[2 * k + 1]]);
  }
  return out;
}

export default function generate(rng) {
  const B = 1000000000;
  return [
    { input: test([], []), note: 'both rosters empty', hidden: false },
    { input: test([[3, 8]], []), note: 'one roster empty', hidden: false },
    { input: test([[5, 5]], [[5, 5]]), note: 'the same single moment' },
    { input: test([[0, 3]], [[3, 6]]), note: 'touching ends: one moment' },
    {
      input: test(
        [[0, B]],
        [
          [0, 0],
          [7, 9],
          [B, B],
        ],
      ),
      note: 'one long shift covers everything, extreme moments',
    },
    {
      input: test(
        [
          [1, 2],
          [4, 5],
          [8, 9],
        ],
        [
          [1, 2],
          [4, 5],
          [8, 9],
        ],
      ),
      note: 'identical rosters',
    },
    { input: test(shifts(rng, 6, 0, 40), shifts(rng, 6, 0, 40)), note: 'small random' },
    { input: test(shifts(rng, 300, 0, 5000), shifts(rng, 300, 0, 5000)), note: 'random, 300 shifts each' },
    {
      input: test(shifts(rng, 5, 0, 1000), shifts(rng, 400, 0, 1000)),
      note: 'few long shifts against many short',
    },
    { input: test(shifts(rng, 400, 0, B), shifts(rng, 400, 0, B)), note: 'random, spread out' },
    {
      input: test(shifts(rng, 5000, 0, 10 ** 6), shifts(rng, 5000, 0, 10 ** 6)),
      note: 'maximum size, random',
      large: true,
    },
    {
      input: test(shifts(rng, 200, 0, 10 ** 5), shifts(rng, 2500, 0, 10 ** 5)),
      note: 'long shifts covering runs of short ones',
      large: true,
    },
  ];
}
