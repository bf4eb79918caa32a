import { graph } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 10 ** 9;
  /** A chain of k diamonds from 0 to the last junction: two ways of equal length around each. */
  const diamonds = (k, maxW) => {
    const n = 3 * k + 1; // hubs 0, 3, 6, ..., middles in between
    const edges = [];
    for (let i = 0; i < k; i++) {
      const a = 3 * i;
      const total = rng.int(2, maxW);
      const left = rng.int(1, total - 1);
      const right = rng.int(1, total - 1);
      edges.push([a, a + 1, left], [a + 1, a + 3, total - left]);
      edges.push([a, a + 2, right], [a + 2, a + 3, total - right]);
      if (rng.bool(0.3)) edges.push([a, a + 3, total + rng.int(1, 5)]); // a longer shortcut
    }
    // Relabel the inner junctions so that 0 and n - 1 stay the ends.
    const inner = rng.permutation(n - 2, 1);
    const label = (x) => (x === 0 || x === n - 1 ? x : inner[x - 1]);
    return { n, edges: rng.shuffle(edges.map(([u, v, w]) => [label(u), label(v), w])) };
  };
  /** An r x c grid of roads, all of length w: corner 0 to the opposite corner. */
  const grid = (r, c, w) => {
    const edges = [];
    for (let i = 0; i < r; i++) {
      for (let j = 0; j < c; j++) {
        if (j + 1 < c) edges.push([i * c + j, i * c + j + 1, w]);
        if (i + 1 < r) edges.push([i * c + j, (i + 1) * c + j, w]);
      }
    }
    return { n: r * c, edges: rng.shuffle(edges) };
  };
  const randomTown = (n, m, maxW, connected = true) => ({
    n,
    edges: rng.graph(n, m, { connected, weights: [1, maxW] }),
  });
  const show = ({ n, edges }) => graph(n, edges);
  const chain = Array.from({ length: 2999 }, (_, i) => [i, i + 1, B]);
  const d20 = diamonds(20, 9);
  const d40 = diamonds(40, 1000);
  return [
    { input: graph(1, []), note: 'one junction: length 0, one route', hidden: false },
    { input: graph(2, []), note: 'no roads at all', hidden: false },
    {
      input: graph(2, [
        [0, 1, B],
        [0, 1, B],
        [1, 0, B],
        [0, 1, B - 1],
      ]),
      note: 'parallel roads, one shorter',
    },
    { input: graph(3000, chain), note: 'a chain of 10^9 roads: length beyond 2^31' },
    { input: show(d20), note: '20 diamonds: 2^20 routes' },
    { input: show(grid(4, 5, 7)), note: 'small grid of equal roads' },
    { input: show(randomTown(8, 14, 3)), note: 'small random, many ties' },
    { input: show(randomTown(500, 1200, 1000000)), note: 'random town, distinct lengths' },
    { input: show(randomTown(3000, 6000, B, false)), note: 'random town, maybe disconnected' },
    {
      input: graph(1000, [
        ...randomTown(500, 900, 50).edges,
        ...randomTown(500, 900, 50).edges.map(([u, v, w]) => [u + 500, v + 500, w]),
      ]),
      note: 'two separate halves: customer unreachable',
    },
    { input: show(d40), note: '40 diamonds: 2^40 routes, counted modulo', large: true },
    { input: show(grid(100, 100, 1)), note: '100 x 100 grid of unit roads: about 10^58 routes', large: true },
    {
      input: show(randomTown(20000, 30000, 3)),
      note: 'maximum junctions and roads, short roads with many ties',
      large: true,
    },
  ];
}
