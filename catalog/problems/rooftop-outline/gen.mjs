import { lines } from '../../lib/format.mjs';

const test = (buildings) =>
  lines(
    String(buildings.length),
    buildings.map((b) => b.join(' ')),
  );

export default function generate(rng) {
  const B = 1000000000;
  /** n buildings with left in [0, span), width in [1, maxWidth], height in [1, maxHeight]. */
  const random = (n, span, maxWidth, maxHeight) =>
    Array.from({ length: n }, () => {
      const left = rng.int(0, span - 1);
      return [left, left + rng.int(1, maxWidth), rng.int(1, maxHeight)];
    });
  // Nested blocks, each taller than the one around it: a stepped pyramid with 2n key points.
  const pyramid = rng.shuffle(Array.from({ length: 2000 }, (_, i) => [i * 10, 40000 - i * 10, 1 + i]));
  // Nested blocks, each lower than the one around it: only the outer block shows.
  const hidden = rng.shuffle(Array.from({ length: 500 }, (_, i) => [i, 1000 - i, 1000 - i]));
  // A dense crowd of small buildings: few key points, but 8·10^4 edges to sweep.
  const crowd = random(40000, 99000, 1000, 99);
  return [
    { input: test([[0, B, B]]), note: 'one building, extreme values', hidden: false },
    {
      input: test([
        [0, 2, 5],
        [5, 9, 3],
      ]),
      note: 'two separate buildings: a gap at ground level',
      hidden: false,
    },
    {
      input: test([
        [1, 4, 8],
        [1, 4, 8],
        [1, 4, 8],
      ]),
      note: 'identical buildings',
    },
    {
      input: test([
        [0, 10, 3],
        [0, 10, 7],
        [2, 10, 5],
      ]),
      note: 'shared left and right edges',
    },
    {
      input: test([
        [0, 3, 4],
        [3, 6, 9],
        [6, 9, 4],
        [9, 12, 4],
      ]),
      note: 'touching buildings, equal neighbours merge',
    },
    { input: test(hidden), note: 'nested, lower inside: only the outer block shows' },
    { input: test(random(12, 30, 10, 6)), note: 'small random, many overlaps' },
    { input: test(random(300, B - 100000000, 100000000, B)), note: 'random, full range' },
    { input: test(random(2000, 1000000, 5000, 1000000)), note: 'random, 2000 buildings' },
    { input: test(pyramid), note: 'stepped pyramid: every edge is a key point' },
    { input: test(crowd), note: 'maximum n, a dense crowd', large: true },
  ];
}
