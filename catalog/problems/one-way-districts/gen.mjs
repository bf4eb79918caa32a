import { graph } from '../../lib/format.mjs';

/** A one-way path through all squares in a random order (every district is one square). */
function path(rng, n) {
  const order = rng.permutation(n);
  const edges = [];
  for (let i = 0; i + 1 < n; i++) edges.push([order[i], order[i + 1]]);
  return rng.shuffle(edges);
}

/**
 * k cycles of random sizes (the districts), plus `extra` streets that only go "forward" between
 * cycles (so they never merge districts), in a random labelling.
 */
function cycles(rng, n, k, extra) {
  const label = rng.permutation(n);
  const cuts = rng.distinct(k - 1, 1, n - 1).sort((a, b) => a - b);
  const bounds = [0, ...cuts, n];
  const comp = new Array(n);
  const edges = [];
  for (let c = 0; c < k; c++) {
    const lo = bounds[c];
    const hi = bounds[c + 1];
    for (let i = lo; i < hi; i++) {
      comp[i] = c;
      if (hi - lo > 1) edges.push([label[i], label[i + 1 < hi ? i + 1 : lo]]);
    }
  }
  for (let e = 0; e < extra; e++) {
    const a = rng.int(0, n - 1);
    const b = rng.int(0, n - 1);
    if (comp[a] < comp[b]) edges.push([label[a], label[b]]);
  }
  return rng.shuffle(edges);
}

export default function generate(rng) {
  const N = 30000;
  return [
    { input: graph(1, []), note: 'a single square', hidden: false, kind: 'edge' },
    {
      input: graph(1, [
        [0, 0],
        [0, 0],
      ]),
      note: 'repeated self-loop',
      kind: 'edge',
    },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
        [0, 1],
      ]),
      note: 'two squares both ways, repeated street',
      kind: 'edge',
    },
    {
      input: graph(4, [
        [0, 1],
        [1, 2],
        [2, 3],
      ]),
      note: 'a one-way path',
    },
    {
      input: graph(5, [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 0],
      ]),
      note: 'one big cycle',
    },
    { input: graph(8, cycles(rng, 8, 3, 6)), note: 'small, three districts' },
    { input: graph(12, rng.graph(12, 20, { directed: true })), note: 'small random' },
    { input: graph(300, cycles(rng, 300, 20, 200)), note: '20 districts with forward streets' },
    { input: graph(N, path(rng, N)), note: 'maximum n, a single one-way path', large: true },
    { input: graph(10000, cycles(rng, 10000, 8000, 3000)), note: 'many tiny districts', large: true },
    {
      input: graph(6000, rng.graph(6000, 9000, { directed: true })),
      note: 'random sparse graph',
      large: true,
    },
    { input: graph(15000, cycles(rng, 15000, 1, 0)), note: 'one giant cycle', large: true },
  ];
}
