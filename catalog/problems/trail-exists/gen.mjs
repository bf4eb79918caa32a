import { graph, lines } from '../../lib/format.mjs';

function test(n, edges, s, t) {
  return lines(graph(n, edges).trimEnd(), `${s} ${t}`);
}

/** A path through all n huts in random order; returns [edges, first hut, last hut]. */
function longPath(rng, n) {
  const order = rng.permutation(n);
  const edges = [];
  for (let i = 1; i < n; i++) edges.push([order[i - 1], order[i]]);
  return [rng.shuffle(edges), order[0], order[n - 1]];
}

/** Huts < n/2 and huts >= n/2, each half connected with m edges, no trail between the halves. */
function twoHalves(rng, n, m) {
  const edges = [];
  for (const base of [0, n / 2]) {
    for (const [u, v] of rng.graph(n / 2, m, { connected: true })) edges.push([base + u, base + v]);
  }
  return rng.shuffle(edges);
}

export default function generate(rng) {
  const N = 20000;
  const [pathEdges, a, b] = longPath(rng, N);
  const halves = twoHalves(rng, N, 9000);
  const smallHalves = twoHalves(rng, 4000, 3000);
  return [
    { input: test(1, [], 0, 0), note: 'single hut, start is the target', hidden: false },
    { input: test(2, [], 0, 1), note: 'two huts, no trails' },
    { input: test(2, [[1, 0]], 0, 1), note: 'one trail, listed backwards' },
    {
      input: test(
        4,
        [
          [0, 0],
          [1, 1],
          [2, 3],
          [3, 2],
        ],
        0,
        3,
      ),
      note: 'self-loops and a repeated trail, unreachable',
    },
    { input: test(6, rng.graph(6, 8), 0, 5), note: 'small random' },
    { input: test(300, rng.graph(300, 250), rng.int(0, 299), rng.int(0, 299)), note: 'random, sparse' },
    { input: test(1000, rng.graph(1000, 3000, { connected: true }), 17, 999), note: 'random, connected' },
    { input: test(N, pathEdges, a, b), note: 'maximum huts, one long path end to end' },
    { input: test(N, halves, 0, N - 1), note: 'maximum size, two separate halves' },
    { input: test(4000, smallHalves, 3, 1999), note: 'two halves, target in the same half' },
  ];
}
