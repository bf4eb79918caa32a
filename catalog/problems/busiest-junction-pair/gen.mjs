import { graph } from '../../lib/format.mjs';

/** All roads of a complete graph on k junctions. */
const complete = (k) => {
  const edges = [];
  for (let u = 0; u < k; u++) for (let v = u + 1; v < k; v++) edges.push([u, v]);
  return edges;
};

export default function generate(rng) {
  const star = Array.from({ length: 499 }, (_, i) => [0, i + 1]);
  // Junctions 0 and 1 have the top degree and are joined; 2 has the same degree and is not joined to 0.
  const tieTrap = [
    [0, 1],
    [0, 3],
    [0, 4],
    [1, 5],
    [1, 6],
    [2, 7],
    [2, 8],
    [2, 9],
  ];
  return [
    { input: graph(2, []), note: 'two junctions, no road', hidden: false, kind: 'edge' },
    { input: graph(2, [[1, 0]]), note: 'two junctions joined by one road', hidden: false, kind: 'edge' },
    { input: graph(4, complete(4)), note: 'complete graph on 4: every pair is joined', kind: 'edge' },
    { input: graph(500, star), note: 'a star: the hub plus any leaf', kind: 'edge' },
    { input: graph(10, tieTrap), note: 'top-degree tie, the joined pair is not best', kind: 'edge' },
    { input: graph(8, rng.graph(8, 6)), note: 'small random' },
    { input: graph(30, rng.graph(30, 120)), note: 'random, medium density' },
    { input: graph(100, complete(100)), note: 'complete graph on 100 junctions' },
    { input: graph(500, rng.graph(500, 400)), note: 'sparse, many isolated junctions' },
    { input: graph(500, rng.graph(500, 5000)), note: 'maximum n and m, random' },
    { input: graph(500, rng.graph(500, 5000, { connected: true })), note: 'maximum, connected' },
    {
      input: graph(
        120,
        rng.shuffle(complete(100).concat(rng.graph(120, 60).filter(([u, v]) => u >= 100 || v >= 100))),
      ),
      note: 'dense core with a sparse fringe',
    },
  ];
}
