import { graph } from '../../lib/format.mjs';

/** A random DAG: edges go from a smaller to a larger position of a random order. */
function dag(rng, n, m) {
  const order = rng.permutation(n);
  const edges = [];
  for (let i = 0; i < m; i++) {
    const a = rng.int(0, n - 2);
    const b = rng.int(a + 1, Math.min(n - 1, a + 50));
    edges.push([order[a], order[b]]);
  }
  return edges;
}

export default function generate(rng) {
  const chain = Array.from({ length: 999 }, (_, i) => [i, i + 1]);
  return [
    { input: graph(1, []), note: 'single tower', hidden: false },
    { input: graph(2, [[1, 0]]), note: 'origin is the larger label', hidden: false },
    {
      input: graph(4, [
        [0, 1],
        [0, 1],
        [2, 3],
      ]),
      note: 'duplicate link',
    },
    { input: graph(1000, rng.shuffle(chain)), note: 'long chain' },
    {
      input: graph(6, [
        [0, 5],
        [1, 5],
        [2, 5],
        [3, 5],
        [4, 5],
      ]),
      note: 'many origins into one tower',
    },
    {
      input: graph(6, [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [0, 5],
      ]),
      note: 'one origin to all',
    },
    { input: graph(12, dag(rng, 12, 10)), note: 'small random DAG' },
    { input: graph(2000, dag(rng, 2000, 3000)), note: 'random DAG, 2000 towers' },
    { input: graph(10000, []), note: 'maximum towers, no links' },
    { input: graph(10000, dag(rng, 10000, 20000)), note: 'maximum size', large: true },
  ];
}
