import { lines } from '../../lib/format.mjs';

const building = (n, k, edges) =>
  lines(
    `${n} ${edges.length} ${k}`,
    edges.map(([u, v]) => `${u} ${v}`),
  );

const randomEdges = (rng, n, m) => Array.from({ length: m }, () => [rng.int(0, n - 1), rng.int(0, n - 1)]);

export default function generate(rng) {
  const cycle = (n) => Array.from({ length: n }, (_, i) => [i, (i + 1) % n]);
  const complete = (n) => {
    const e = [];
    for (let u = 0; u < n; u++) for (let v = 0; v < n; v++) e.push([u, v]);
    return e;
  };
  return [
    { input: building(1, 0, []), note: 'one room, no corridor, k = 0', hidden: false },
    { input: building(1, 7, []), note: 'no corridor: no walk of positive length', hidden: false },
    {
      input: building(1, 10, [
        [0, 0],
        [0, 0],
      ]),
      note: 'two parallel self-loops: 2^10',
    },
    { input: building(5, 12, cycle(5)), note: 'a directed cycle' },
    { input: building(6, 1000, randomEdges(rng, 6, 10)), note: 'small random building, k = 1000' },
    { input: building(20, 100000, randomEdges(rng, 20, 400)), note: 'maximum m, k = 10^5' },
    {
      input: building(4, 3, [
        [1, 2],
        [2, 3],
        [3, 1],
      ]),
      note: 'room 0 has no exit',
    },
    { input: building(20, 50, complete(20)), note: 'complete graph with loops: 20^50 walks' },
    {
      input: building(20, '1000000000000000000', complete(20)),
      note: 'complete graph, k = 10^18',
      large: true,
    },
    {
      input: building(20, '999999999999999999', randomEdges(rng, 20, 400)),
      note: 'maximum m, k = 10^18 - 1',
      large: true,
    },
    {
      input: building(17, '123456789012345678', [...cycle(17), ...randomEdges(rng, 17, 30)]),
      note: 'a cycle with extra corridors, huge k',
      large: true,
    },
    {
      input: building(2, '576460752303423487', [
        [0, 1],
        [1, 0],
        [0, 0],
      ]),
      note: 'Fibonacci walks, k = 2^59 - 1',
      large: true,
    },
  ];
}
