import { linkedList } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 60000;
  const B = 1e9;
  const nearlySorted = Array.from({ length: N }, (_, i) => Math.floor(i / 6000));
  for (let k = 0; k < 30; k++) nearlySorted[rng.int(0, N - 1)] = rng.int(0, 9);
  return [
    { input: linkedList([]), note: 'empty list', hidden: false, kind: 'edge' },
    { input: linkedList([-B]), note: 'a single node', kind: 'edge' },
    { input: linkedList([B, -B]), note: 'two nodes, extremes reversed', kind: 'edge' },
    { input: linkedList([7, 7, 7, 7]), note: 'all equal' },
    { input: linkedList([5, 4, 3, 2, 1, 0, -1]), note: 'descending, odd length' },
    { input: linkedList(rng.array(10, -5, 5)), note: 'small, duplicates and negatives' },
    { input: linkedList(rng.array(500, -B, B)), note: 'random, 500 nodes, full value range' },
    { input: linkedList(rng.array(2000, -10, 10)), note: 'random, 2000 nodes, many duplicates' },
    {
      input: linkedList(Array.from({ length: N }, (_, i) => Math.floor(i / 6000))),
      note: 'maximum n, already sorted',
      large: true,
    },
    { input: linkedList(nearlySorted), note: 'maximum n, nearly sorted', large: true },
    { input: linkedList(rng.array(N, 0, 9)), note: 'maximum n, random digits', large: true },
  ];
}
