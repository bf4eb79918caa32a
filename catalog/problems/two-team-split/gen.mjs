import { graph } from '../../lib/format.mjs';

/** A random bipartite graph: vertices get hidden sides, edges only across (m <= possible pairs). */
function bipartite(rng, n, m) {
  const side = Array.from({ length: n }, () => rng.int(0, 1));
  const left = [];
  const right = [];
  for (let v = 0; v < n; v++) (side[v] === 0 ? left : right).push(v);
  if (left.length === 0 || right.length === 0) return [];
  const edges = [];
  const seen = new Set();
  while (edges.length < m) {
    const u = rng.pick(left);
    const v = rng.pick(right);
    const key = u * n + v;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push(rng.bool() ? [u, v] : [v, u]);
  }
  return edges;
}

/** A long path 0 - 1 - ... - (n-1) under a random relabelling, optionally closed into a cycle. */
function longCycle(rng, n, close) {
  const label = rng.permutation(n);
  const edges = [];
  for (let i = 0; i + 1 < n; i++) edges.push([label[i], label[i + 1]]);
  if (close) edges.push([label[n - 1], label[0]]);
  return rng.shuffle(edges);
}

export default function generate(rng) {
  const spoiled = bipartite(rng, 10000, 9999);
  // Add one edge inside a side: find two vertices at even distance via a shared neighbour.
  const a = spoiled[0];
  const b = spoiled.find((e) => e !== a && (e[0] === a[0] || e[1] === a[0]));
  if (b) {
    const other = (e, v) => (e[0] === v ? e[1] : e[0]);
    spoiled.push([other(a, a[0]), other(b, a[0])]);
  }
  return [
    { input: graph(1, []), note: 'a single member', hidden: false },
    { input: graph(2, [[0, 1]]), note: 'one rivalry', hidden: false },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
        [0, 1],
      ]),
      note: 'the same rivalry listed three times',
    },
    { input: graph(5, []), note: 'no rivalries' },
    { input: graph(5, longCycle(rng, 5, true)), note: 'odd cycle of 5' },
    { input: graph(6, longCycle(rng, 6, true)), note: 'even cycle of 6' },
    {
      input: graph(7, [
        [0, 1],
        [2, 3],
        [3, 4],
        [4, 2],
        [5, 6],
      ]),
      note: 'a triangle in one of three groups',
    },
    { input: graph(12, bipartite(rng, 12, 16)), note: 'small bipartite' },
    { input: graph(12, rng.graph(12, 14)), note: 'small random' },
    { input: graph(1000, bipartite(rng, 1000, 3000)), note: 'bipartite, 1000 members', large: true },
    { input: graph(10000, longCycle(rng, 10000, true)), note: 'maximum n, one even cycle', large: true },
    { input: graph(5001, longCycle(rng, 5001, true)), note: 'one odd cycle of 5001', large: true },
    { input: graph(10000, spoiled), note: 'maximum size, bipartite plus one bad edge', large: true },
    { input: graph(5000, rng.graph(5000, 5000)), note: 'random, 5000 members', large: true },
  ];
}
