import { graph } from '../../lib/format.mjs';

/** m random roads (self-loops and repeats allowed) among n villages. */
function randomRoads(rng, n, m) {
  const edges = [];
  for (let i = 0; i < m; i++) edges.push([rng.int(0, n - 1), rng.int(0, n - 1)]);
  return edges;
}

/** A path 0-1-2-...-(n-1) built in random order. */
function shuffledPath(rng, n) {
  const edges = [];
  for (let i = 0; i + 1 < n; i++) edges.push(rng.bool() ? [i, i + 1] : [i + 1, i]);
  return rng.shuffle(edges);
}

export default function generate(rng) {
  const N = 20000;
  return [
    { input: graph(1, [[0, 0]]), note: 'one village, a loop road', hidden: false, kind: 'edge' },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
        [0, 1],
      ]),
      note: 'the same road three times',
      kind: 'edge',
    },
    {
      input: graph(6, [
        [0, 1],
        [2, 3],
        [4, 5],
        [1, 2],
        [3, 4],
      ]),
      note: 'pairs, then a chain',
    },
    {
      input: graph(5, [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [1, 2],
      ]),
      note: 'a star, then a redundant road',
    },
    { input: graph(8, randomRoads(rng, 8, 10)), note: 'small random' },
    { input: graph(200, randomRoads(rng, 200, 300)), note: 'random, 200 villages' },
    { input: graph(1000, shuffledPath(rng, 1000)), note: 'a path built in random order' },
    { input: graph(N, shuffledPath(rng, N)), note: 'maximum n, one province at the end', large: true },
    { input: graph(10000, randomRoads(rng, 10000, 10000)), note: 'random roads, 10^4 villages', large: true },
    {
      input: graph(N, randomRoads(rng, 50, 8000)),
      note: 'maximum n, roads among 50 villages only',
      large: true,
    },
    {
      input: graph(
        N,
        new Array(5000).fill(0).map((_, i) => [i, i]),
      ),
      note: 'maximum n, only loop roads',
      large: true,
    },
  ];
}
