import { lines } from '../../lib/format.mjs';
import { levelOrderToTree } from '../../lib/random.mjs';

const V = 100000;

/** Pre-order and in-order walks of a {val,left,right} tree, iteratively. */
function walks(root) {
  const pre = [];
  const ino = [];
  const stack = [];
  let node = root;
  while (node || stack.length) {
    while (node) {
      pre.push(node.val);
      stack.push(node);
      node = node.left;
    }
    node = stack.pop();
    ino.push(node.val);
    node = node.right;
  }
  return [pre, ino];
}

/** The input for a tree of n distinct random values with the given shape. */
function treeInput(rng, n, shape, values = rng.distinct(n, -V, V)) {
  const tokens = rng.binaryTree(n, (i) => values[i], shape);
  const [pre, ino] = walks(levelOrderToTree(tokens));
  return lines(String(n), pre.join(' '), String(n), ino.join(' '));
}

export default function generate(rng) {
  const N = 5000;
  return [
    { input: lines('1', '-100000', '1', '-100000'), note: 'a single node', hidden: false, kind: 'edge' },
    { input: lines('2', '4 8', '2', '4 8'), note: 'root with a right child', kind: 'edge' },
    { input: lines('2', '4 8', '2', '8 4'), note: 'root with a left child', kind: 'edge' },
    { input: treeInput(rng, 7, 'complete', [4, 2, 6, 1, 3, 5, 7]), note: 'perfect search tree of 7 nodes' },
    { input: treeInput(rng, 9, 'zigzag'), note: 'zigzag chain' },
    { input: treeInput(rng, 12, 'random'), note: 'small random tree' },
    { input: treeInput(rng, 300, 'random'), note: 'random, 300 nodes' },
    { input: treeInput(rng, N, 'random'), note: 'maximum size, random shape', large: true },
    { input: treeInput(rng, N, 'left'), note: 'maximum size, left chain', large: true },
    { input: treeInput(rng, N, 'right'), note: 'maximum size, right chain', large: true },
    { input: treeInput(rng, N, 'complete'), note: 'maximum size, complete tree', large: true },
  ];
}
