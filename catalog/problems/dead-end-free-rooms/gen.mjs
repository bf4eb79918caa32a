import { lines } from '../../lib/format.mjs';

const test = (n, edges) => lines(`${n} ${edges.length}`, ...edges.map(([u, v]) => `${u} ${v}`));

/** m corridors uniform over all ordered pairs, loops and repeats included. */
const anyEdges = (rng, n, m) => Array.from({ length: m }, () => [rng.int(0, n - 1), rng.int(0, n - 1)]);

/** A random acyclic layout plus `extra` random corridors that may close loops. */
function mostlyAcyclic(rng, n, m, extra) {
  return rng.shuffle([...rng.graph(n, m, { dag: true }), ...anyEdges(rng, n, extra)]);
}

export default function generate(rng) {
  const chain = (n) => Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
  return [
    { input: test(1, []), note: 'one room, an exit', hidden: false },
    { input: test(1, [[0, 0]]), note: 'one room looping into itself', hidden: false },
    {
      input: test(3, [
        [0, 1],
        [0, 1],
        [1, 2],
      ]),
      note: 'repeated corridor, all safe',
    },
    {
      input: test(4, [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 0],
      ]),
      note: 'one big loop: nothing safe',
    },
    {
      input: test(4, [
        [0, 1],
        [0, 2],
        [2, 3],
        [3, 2],
      ]),
      note: 'an exit and a loop side by side',
    },
    { input: test(8, anyEdges(rng, 8, 10)), note: 'small random' },
    { input: test(50, mostlyAcyclic(rng, 50, 80, 2)), note: 'random, few loops' },
    { input: test(2000, mostlyAcyclic(rng, 2000, 3000, 5)), note: 'random, 2000 rooms' },
    { input: test(3000, [...chain(3000), [2999, 1500]]), note: 'long chain whose tail loops back' },
    { input: test(1500, rng.graph(1500, 3000, { dag: true })), note: 'acyclic: every room safe' },
    {
      input: test(10000, mostlyAcyclic(rng, 10000, 19990, 10)),
      note: 'maximum size, a few loops',
      large: true,
    },
    { input: test(3000, anyEdges(rng, 3000, 3000)), note: 'large, sparse random corridors', large: true },
  ];
}
