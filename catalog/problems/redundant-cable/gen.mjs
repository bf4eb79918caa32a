import { graph } from '../../lib/format.mjs';

/** A random spanning tree (edges in random order), then `extra` further cables. */
function treeThen(rng, n, extra) {
  const edges = rng.treeEdges(n);
  for (let k = 0; k < extra; k++) edges.push([rng.int(0, n - 1), rng.int(0, n - 1)]);
  return edges;
}

/** A long path laid as two halves growing towards each other, closed at the very end. */
function closingPath(rng, n) {
  const order = rng.permutation(n);
  const edges = [];
  for (let i = 1; i < n; i++) edges.push([order[i - 1], order[i]]);
  edges.push([order[n - 1], order[0]]);
  return edges;
}

export default function generate(rng) {
  const N = 30000;
  return [
    { input: graph(1, []), note: 'single server, no cables', hidden: false },
    { input: graph(1, [[0, 0]]), note: 'a cable from a server to itself', hidden: false },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
      ]),
      note: 'the same pair twice',
    },
    {
      input: graph(5, [
        [0, 1],
        [2, 3],
        [1, 2],
        [4, 4],
        [3, 0],
      ]),
      note: 'self-loop comes first',
    },
    { input: graph(6, rng.treeEdges(6)), note: 'a tree: nothing redundant' },
    {
      input: graph(
        8,
        treeThen(rng, 8, 3)
          .slice(4)
          .concat(treeThen(rng, 8, 0)),
      ),
      note: 'small random',
    },
    { input: graph(500, rng.graph(500, 700)), note: 'random, 500 servers' },
    { input: graph(2000, closingPath(rng, 2000)), note: 'long path closed by the last cable' },
    { input: graph(N, closingPath(rng, N)), note: 'maximum size, path closed at the end', large: true },
    { input: graph(10000, rng.treeEdges(10000, 'path')), note: 'long path, nothing redundant', large: true },
    { input: graph(10000, treeThen(rng, 10000, 1)), note: 'tree then one extra cable', large: true },
  ];
}
