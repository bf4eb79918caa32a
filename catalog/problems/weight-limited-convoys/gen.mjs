import { lines } from '../../lib/format.mjs';

const test = (n, roads, convoys) =>
  lines(
    `${n} ${roads.length}`,
    roads.map((r) => r.join(' ')),
    String(convoys.length),
    convoys.map((c) => c.join(' ')),
  );

function roadsOf(rng, n, m, maxLimit) {
  return Array.from({ length: m }, () => [rng.int(0, n - 1), rng.int(0, n - 1), rng.int(1, maxLimit)]);
}

function convoysOf(rng, n, q, maxWeight) {
  return Array.from({ length: q }, () => [rng.int(0, n - 1), rng.int(0, n - 1), rng.int(1, maxWeight)]);
}

export default function generate(rng) {
  // Light convoys listed before heavy ones: the input-order union-find opens roads too early.
  const n = 3000;
  const bigRoads = roadsOf(rng, n, 6000, 10000);
  const bigConvoys = convoysOf(rng, n, 6000, 10000).sort((a, b) => a[2] - b[2]);
  const path = Array.from({ length: 999 }, (_, i) => [i, i + 1, 10000 - i]);
  return [
    { input: test(1, [], [[0, 0, 10000]]), note: 'single town', hidden: false },
    {
      input: test(
        2,
        [[0, 1, 5]],
        [
          [0, 1, 5],
          [1, 0, 6],
        ],
      ),
      note: 'limit equal to the weight',
      hidden: false,
    },
    {
      input: test(
        3,
        [
          [0, 0, 9],
          [1, 1, 9],
        ],
        [[0, 1, 1]],
      ),
      note: 'self-loops only',
    },
    {
      input: test(
        2,
        [
          [0, 1, 3],
          [0, 1, 7],
        ],
        [
          [0, 1, 7],
          [0, 1, 8],
        ],
      ),
      note: 'parallel roads',
    },
    {
      input: test(
        4,
        [
          [0, 1, 2],
          [1, 2, 9],
          [2, 3, 9],
        ],
        [
          [1, 3, 2],
          [0, 3, 9],
          [0, 3, 2],
        ],
      ),
      note: 'light before heavy',
    },
    { input: test(10, roadsOf(rng, 10, 12, 20), convoysOf(rng, 10, 15, 20)), note: 'small random' },
    {
      input: test(1000, rng.shuffle(path), convoysOf(rng, 1000, 1000, 10000)),
      note: 'a path with falling limits',
    },
    {
      input: test(500, roadsOf(rng, 500, 800, 100), convoysOf(rng, 500, 1500, 100)),
      note: 'random, many equal weights',
    },
    {
      input: test(10000, roadsOf(rng, 10000, 2000, 10000), convoysOf(rng, 10000, 2000, 10000)),
      note: 'maximum towns, sparse',
    },
    { input: test(n, bigRoads, bigConvoys), note: 'maximum roads and convoys, lightest first', large: true },
  ];
}
