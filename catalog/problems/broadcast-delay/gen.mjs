import { graph } from '../../lib/format.mjs';

/** Random directed graph in which relay 0 reaches every relay. */
function network(rng, n, m, wMax = 1000) {
  const edges = rng.graph(n, m - (n - 1), { directed: true, weights: [1, wMax] });
  // a random spanning arborescence from 0 guarantees reachability
  const order = rng.permutation(n - 1, 1);
  const seen = [0];
  for (const v of order) {
    edges.push([rng.pick(seen), v, rng.int(1, wMax)]);
    seen.push(v);
  }
  return graph(n, rng.shuffle(edges));
}

export default function generate(rng) {
  return [
    { input: graph(1, []), note: 'only the base station', hidden: false },
    { input: graph(2, [[1, 0, 5]]), note: 'link points the wrong way' },
    {
      input: graph(3, [
        [0, 1, 1000],
        [0, 1, 3],
        [1, 2, 1000],
      ]),
      note: 'parallel links, maximum delay',
    },
    {
      input: graph(4, [
        [0, 3, 100],
        [0, 1, 1],
        [1, 2, 1],
        [2, 3, 1],
      ]),
      note: 'many short hops beat one long link',
    },
    { input: network(rng, 8, 14, 10), note: 'small random' },
    { input: network(rng, 200, 600), note: 'random, 200 relays' },
    {
      input: graph(500, rng.graph(500, 1500, { directed: true, weights: [1, 1000] })),
      note: 'random, maybe unreachable relays',
    },
    { input: network(rng, 3000, 9000, 20), note: 'random, small delays' },
    { input: network(rng, 10000, 20000), note: 'maximum size', large: true },
    { input: network(rng, 10000, 15000, 5), note: 'maximum n, tiny delays', large: true },
  ];
}
