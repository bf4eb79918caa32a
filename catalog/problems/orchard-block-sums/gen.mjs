import { lines } from '../../lib/format.mjs';

const test = (rows, blocks) =>
  lines(
    `${rows.length} ${rows[0].length}`,
    rows,
    String(blocks.length),
    blocks.map((b) => b.join(' ')),
  );

export default function generate(rng) {
  const DIGITS = '0123456789';
  const orchard = (r, c, alphabet = DIGITS) => Array.from({ length: r }, () => rng.string(c, alphabet));
  /** q random blocks inside an r x c orchard. */
  const randomBlocks = (r, c, q) =>
    Array.from({ length: q }, () => {
      const r1 = rng.int(0, r - 1);
      const c1 = rng.int(0, c - 1);
      return [r1, c1, rng.int(r1, r - 1), rng.int(c1, c - 1)];
    });
  /** q blocks covering nearly the whole orchard: the naive adds up ~r * c trees for each. */
  const wideBlocks = (r, c, q) =>
    Array.from({ length: q }, () => [
      rng.int(0, 9),
      rng.int(0, 9),
      rng.int(r - 10, r - 1),
      rng.int(c - 10, c - 1),
    ]);
  const every = (r, c) => {
    const out = [];
    for (let r1 = 0; r1 < r; r1++)
      for (let c1 = 0; c1 < c; c1++)
        for (let r2 = r1; r2 < r; r2++) for (let c2 = c1; c2 < c; c2++) out.push([r1, c1, r2, c2]);
    return out;
  };
  const nines = Array.from({ length: 500 }, () => '9'.repeat(500));
  return [
    { input: test(['0'], [[0, 0, 0, 0]]), note: 'one empty tree', hidden: false },
    {
      input: test(
        ['5', '1', '9'],
        [
          [0, 0, 2, 0],
          [1, 0, 1, 0],
          [1, 0, 2, 0],
        ],
      ),
      note: 'one column',
      hidden: false,
    },
    {
      input: test(
        ['31415926'],
        [
          [0, 0, 0, 7],
          [0, 3, 0, 5],
          [0, 7, 0, 7],
        ],
      ),
      note: 'one row',
    },
    { input: test(orchard(3, 3), every(3, 3)), note: 'every block of a 3 x 3 orchard' },
    { input: test(orchard(4, 5, '0'), randomBlocks(4, 5, 10)), note: 'all zero' },
    { input: test(orchard(7, 6), randomBlocks(7, 6, 30)), note: 'small random' },
    { input: test(orchard(60, 80), randomBlocks(60, 80, 500)), note: 'random, 60 x 80' },
    { input: test(orchard(200, 30, '09'), randomBlocks(200, 30, 1000)), note: 'tall and narrow, 0s and 9s' },
    {
      input: test(nines.slice(0, 100), [
        [0, 0, 99, 499],
        [0, 0, 0, 0],
        [99, 499, 99, 499],
        [50, 0, 99, 249],
      ]),
      note: 'all 9s, largest totals',
    },
    { input: test(orchard(100, 100), randomBlocks(100, 100, 1500)), note: 'random, 100 x 100' },
    {
      input: test(orchard(500, 500), wideBlocks(500, 500, 25000)),
      note: 'maximum orchard, 25000 blocks spanning nearly all of it',
      large: true,
    },
  ];
}
