import { graph } from '../../lib/format.mjs';

/** A random DAG plus, optionally, one back edge that closes a cycle. */
function dag(rng, n, m, cycle = false) {
  const edges = rng.graph(n, m, { dag: true });
  if (cycle) {
    // find an edge u -> v and a path back: simplest is to reverse one existing edge (2-cycle)
    const [u, v] = rng.pick(edges);
    edges.push([v, u]);
    rng.shuffle(edges);
  }
  return graph(n, edges);
}

export default function generate(rng) {
  const chainDown = (n) => Array.from({ length: n - 1 }, (_, i) => [n - 1 - i, n - 2 - i]);
  return [
    { input: graph(1, []), note: 'a single course', hidden: false },
    { input: graph(2, [[1, 0]]), note: 'the larger number must come first', hidden: false },
    { input: graph(5, []), note: 'no rules: plain increasing order' },
    {
      input: graph(3, [
        [0, 1],
        [0, 1],
        [1, 2],
      ]),
      note: 'a repeated rule',
    },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
      ]),
      note: 'two courses waiting on each other',
    },
    {
      input: graph(6, [
        [5, 0],
        [4, 0],
        [3, 1],
        [2, 1],
        [1, 0],
      ]),
      note: 'small, several waiting',
    },
    { input: graph(6, chainDown(6)), note: 'a chain from the largest number down' },
    { input: dag(rng, 12, 20), note: 'small random' },
    { input: dag(rng, 300, 800, true), note: 'random with a cycle' },
    { input: dag(rng, 1000, 2500), note: 'random, 1000 courses' },
    { input: graph(3000, chainDown(3000)), note: 'one long chain of 3000' },
    { input: dag(rng, 10000, 20000), note: 'maximum size, random', large: true },
    { input: dag(rng, 10000, 3000), note: 'maximum n, few rules', large: true },
    { input: dag(rng, 10000, 20000, true), note: 'maximum size, one cycle', large: true },
  ];
}
