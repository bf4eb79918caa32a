import { lines } from '../../lib/format.mjs';

const test = (n, edges) => lines(`${n} ${edges.length}`, ...edges.map((e) => e.join(' ')));

/**
 * n posts, m routes without any negative loop: cost = base + p[from] - p[to] with base in [spread/2, spread], so every
 * loop costs the sum of its bases. A random tree from post 0 keeps most posts reachable.
 */
function noLoop(rng, n, m, spread, reachAll = true) {
  const p = rng.array(n, 0, spread);
  const order = [0, ...rng.permutation(n - 1, 1)];
  const edges = [];
  if (reachAll) for (let i = 1; i < n; i++) edges.push([order[rng.int(0, i - 1)], order[i]]);
  while (edges.length < m) edges.push([rng.int(0, n - 1), rng.int(0, n - 1)]);
  return rng.shuffle(edges.map(([u, v]) => [u, v, rng.int(spread >> 1, spread) + p[u] - p[v]]));
}

/** Adds a loop of negative total through `k` posts, entered from `entry` when reachable is true. */
function withLoop(rng, n, edges, k, reachable) {
  const posts = rng.distinct(k, 1, n - 1);
  const loop = posts.map((u, i) => [u, posts[(i + 1) % k], rng.int(-50, 50)]);
  const total = loop.reduce((s, e) => s + e[2], 0);
  loop[0][2] -= total + 1; // make the loop cost exactly -1
  const out = [...edges, ...loop];
  if (reachable) out.push([0, posts[0], rng.int(0, 100)]);
  return rng.shuffle(out);
}

export default function generate(rng) {
  const S = 50000;
  // Posts not reached by the random tree: keep the loop away from post 0 by only adding it among
  // posts that nothing else links to.
  const isolatedLoop = [...noLoop(rng, 6, 5, 10), [6, 7, -5], [7, 6, 2]];
  return [
    { input: test(1, []), note: 'one post, no route', hidden: false },
    { input: test(2, [[1, 0, -4]]), note: 'post 1 unreachable', hidden: false },
    { input: test(1, [[0, 0, -1]]), note: 'negative self-loop at the start' },
    {
      input: test(3, [
        [0, 1, 5],
        [0, 1, -2],
        [1, 2, 3],
        [2, 2, 0],
      ]),
      note: 'parallel routes, zero self-loop',
    },
    { input: test(8, isolatedLoop), note: 'negative loop not reachable from 0' },
    {
      input: test(3, [
        [0, 1, -100000],
        [1, 2, -100000],
        [0, 2, 100000],
      ]),
      note: 'extreme costs',
    },
    { input: test(10, noLoop(rng, 10, 25, 20)), note: 'small random, negative routes' },
    {
      input: test(10, withLoop(rng, 10, noLoop(rng, 10, 20, 20), 3, true)),
      note: 'small with a reachable loop',
    },
    {
      input: test(300, withLoop(rng, 300, noLoop(rng, 300, 1000, S), 40, true)),
      note: 'random with a long reachable loop',
    },
    { input: test(300, noLoop(rng, 300, 600, S, false)), note: 'random sparse, many unreachable' },
    {
      input: test(300, Array.from({ length: 299 }, (_, i) => [i, i + 1, -100000]).reverse()),
      note: 'chain listed backwards',
    },
    { input: test(2000, noLoop(rng, 2000, 5000, S)), note: 'maximum size, no loop', large: true },
    { input: test(2000, noLoop(rng, 2000, 4000, S)), note: 'large, no loop', large: true },
  ];
}
