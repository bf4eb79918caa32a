import { lines, tree } from '../../lib/format.mjs';
import { treeToLevelOrder } from '../../lib/random.mjs';

/** Level-order tokens of the BST obtained by inserting the values in the given order (iteratively). */
function bst(values) {
  let root = null;
  for (const v of values) {
    const node = { val: v, left: null, right: null };
    if (root === null) {
      root = node;
      continue;
    }
    let cur = root;
    for (;;) {
      const side = v < cur.val ? 'left' : 'right';
      if (cur[side] === null) {
        cur[side] = node;
        break;
      }
      cur = cur[side];
    }
  }
  return treeToLevelOrder(root);
}

function test(values, k) {
  return lines(tree(bst(values)), String(k));
}

export default function generate(rng) {
  const B = 1e5;
  const N = 10000;
  const asc = (n) => rng.distinct(n, -B, B).sort((a, b) => a - b);
  return [
    { input: test([-B], 1), note: 'single node', hidden: false },
    { input: test([2, 1], 1), note: 'smallest is the left child' },
    { input: test([1, 2], 2), note: 'largest is the right child' },
    { input: test([50, 30, 70, 20, 40, 60, 80], 4), note: 'median is the root' },
    { input: test([50, 30, 70, 20, 40, 60, 80], 7), note: 'k = n' },
    { input: test(rng.distinct(20, -50, 50), 11), note: 'small random' },
    { input: test(rng.distinct(1000, -B, B), 500), note: 'random, 1000 nodes' },
    { input: test(asc(N), N), note: 'maximum size, right chain, k = n', large: true },
    { input: test(asc(N).reverse(), 1), note: 'maximum size, left chain, k = 1', large: true },
    { input: test(rng.distinct(N, -B, B), rng.int(1, N)), note: 'maximum size, random', large: true },
    { input: test(rng.distinct(N, -B, B), 7777), note: 'maximum size, random, k = 7777', large: true },
  ];
}
