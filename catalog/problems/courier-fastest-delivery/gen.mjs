import { graph } from '../../lib/format.mjs';

/** A chain 0 -> 1 -> ... -> n-1 (weight 1) listed from its far end, plus `extra` useless backward streets. */
function reversedChain(rng, n, extra) {
  const edges = [];
  for (let i = n - 2; i >= 0; i--) edges.push([i, i + 1, 1]);
  for (let k = 0; k < extra; k++) {
    const u = rng.int(1, n - 1);
    edges.push([u, rng.int(0, u - 1), rng.int(1, 1000)]);
  }
  return graph(n, edges);
}

/** Random directed multigraph-free graph whose vertex 0 reaches most of the city. */
function randomCity(rng, n, m, wMax = 1000) {
  return graph(n, rng.graph(n, m, { directed: true, connected: true, weights: [1, wMax] }));
}

export default function generate(rng) {
  return [
    { input: graph(2, [[0, 1, 7]]), note: 'two crossings, one street', hidden: false },
    { input: graph(2, [[1, 0, 7]]), note: 'street points the wrong way' },
    { input: graph(2, []), note: 'no streets at all' },
    {
      input: graph(3, [
        [0, 2, 5],
        [0, 2, 3],
        [0, 1, 1],
        [1, 2, 1],
      ]),
      note: 'parallel streets, detour wins',
    },
    {
      input: graph(4, [
        [0, 1, 1000],
        [1, 2, 1000],
        [2, 3, 1000],
      ]),
      note: 'maximum weights on a path',
    },
    {
      input: graph(5, [
        [0, 1, 1],
        [1, 0, 1],
        [2, 3, 1],
        [3, 4, 1],
      ]),
      note: 'two separate parts',
    },
    { input: randomCity(rng, 8, 14, 10), note: 'random, small' },
    { input: randomCity(rng, 200, 600), note: 'random, 200 crossings' },
    {
      input: graph(1000, rng.graph(1000, 2000, { directed: true, weights: [1, 1000] })),
      note: 'random, sparse',
    },
    { input: reversedChain(rng, 2000, 500), note: 'reversed chain, medium' },
    { input: randomCity(rng, 5000, 15000), note: 'random, 5000 crossings', large: true },
    { input: reversedChain(rng, 50000, 0), note: 'maximum n: a chain listed from its far end', large: true },
  ];
}
