import { graph } from '../../lib/format.mjs';

/**
 * `clusters` dense groups of `size` islands (each with `inner` random bridges on top of a ring),
 * joined into a random tree by single bridges, plus pendant chains and a few doubled bridges.
 */
function archipelago(rng, clusters, size, inner, pendants, doubles) {
  const edges = [];
  const seen = new Set();
  const add = (u, v) => {
    if (u === v) return false;
    const key = Math.min(u, v) * 1e6 + Math.max(u, v);
    if (seen.has(key)) return false;
    seen.add(key);
    edges.push(rng.bool() ? [u, v] : [v, u]);
    return true;
  };
  for (let c = 0; c < clusters; c++) {
    const base = c * size;
    for (let i = 0; i < size; i++) add(base + i, base + ((i + 1) % size)); // ring: no bridges inside
    for (let placed = 0; placed < inner; ) {
      if (add(base + rng.int(0, size - 1), base + rng.int(0, size - 1))) placed++;
    }
    if (c > 0) add(rng.int(0, c * size - 1), base + rng.int(0, size - 1)); // tree link between clusters
  }
  let n = clusters * size;
  for (let p = 0; p < pendants; p++) {
    add(rng.int(0, n - 1), n);
    n++;
  }
  for (let d = 0; d < doubles; d++) {
    const e = rng.pick(edges);
    edges.push([e[1], e[0]]); // a parallel bridge
  }
  return graph(n, rng.shuffle(edges));
}

/** A path of n islands under a random relabelling (every bridge critical), optionally closed. */
function path(rng, n, close) {
  const label = rng.permutation(n);
  const edges = [];
  for (let i = 0; i + 1 < n; i++) edges.push([label[i], label[i + 1]]);
  if (close) edges.push([label[n - 1], label[0]]);
  return graph(n, rng.shuffle(edges));
}

export default function generate(rng) {
  return [
    { input: graph(1, []), note: 'one island, no bridges', hidden: false },
    { input: graph(2, [[0, 1]]), note: 'a single bridge', hidden: false },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
        [0, 1],
      ]),
      note: 'three parallel bridges',
    },
    { input: graph(5, []), note: 'five isolated islands' },
    {
      input: graph(4, [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 0],
        [0, 2],
      ]),
      note: 'ring with a chord: nothing critical',
    },
    {
      input: graph(6, [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [0, 5],
      ]),
      note: 'a star: every bridge critical',
    },
    { input: archipelago(rng, 3, 4, 2, 3, 1), note: 'small clusters with pendants' },
    { input: graph(12, rng.graph(12, 14)), note: 'small random' },
    { input: archipelago(rng, 10, 20, 30, 40, 5), note: 'medium archipelago' },
    { input: path(rng, 3000, false), note: 'path of 3000 islands' },
    { input: path(rng, 10000, false), note: 'maximum n, a path: deep search', large: true },
    { input: path(rng, 5000, true), note: 'one big ring of 5000 islands', large: true },
    {
      input: archipelago(rng, 14, 60, 1700, 100, 30),
      note: 'dense clusters joined by critical bridges',
      large: true,
    },
  ];
}
