import { lines } from '../../lib/format.mjs';

const test = (n, edges) => lines(`${n} ${edges.length}`, ...edges.map(([u, v]) => `${u} ${v}`));
const tree = (rng, n, shape) => test(n, rng.treeEdges(n, shape));

/** A caterpillar: a spine path with `legs` leaves hanging from each spine node. */
function caterpillar(rng, spine, legs) {
  const n = spine * (legs + 1);
  const label = rng.permutation(n);
  const edges = [];
  for (let i = 1; i < spine; i++) edges.push([label[i - 1], label[i]]);
  let next = spine;
  for (let i = 0; i < spine; i++) for (let k = 0; k < legs; k++) edges.push([label[i], label[next++]]);
  return test(n, rng.shuffle(edges));
}

export default function generate(rng) {
  const N = 20000;
  return [
    { input: test(1, []), note: 'a single tree', hidden: false },
    { input: test(2, [[0, 1]]), note: 'two trees', hidden: false },
    {
      input: test(4, [
        [0, 1],
        [1, 2],
        [2, 3],
      ]),
      note: 'path of 4: two cameras',
    },
    {
      input: test(5, [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ]),
      note: 'star from tree 0',
    },
    {
      input: test(5, [
        [4, 0],
        [4, 1],
        [4, 2],
        [4, 3],
      ]),
      note: 'star, centre not tree 0',
    },
    { input: tree(rng, 12, 'random'), note: 'small random' },
    { input: tree(rng, 300, 'deep'), note: 'random deep, 300 trees' },
    { input: tree(rng, 3000, 'random'), note: 'random, 3000 trees' },
    { input: caterpillar(rng, 500, 2), note: 'caterpillar' },
    { input: tree(rng, 2000, 'star'), note: 'big star' },
    { input: tree(rng, 6000, 'path'), note: 'long path of 6000 trees', large: true },
    { input: tree(rng, N, 'random'), note: 'maximum size, random', large: true },
  ];
}
