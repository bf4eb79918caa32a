import { tree } from '../../lib/format.mjs';
import { levelOrderToTree, treeToLevelOrder } from '../../lib/random.mjs';

/** A random height-balanced tree of height exactly h (iterative-safe: h is small). */
function balanced(rng, h, value) {
  if (h === 0) return null;
  let hl = h - 1;
  let hr = h - 1;
  if (h >= 2) {
    const r = rng.int(0, 2);
    if (r === 1) hl = h - 2;
    else if (r === 2) hr = h - 2;
  }
  return { val: value(), left: balanced(rng, hl, value), right: balanced(rng, hr, value) };
}

/** Number of nodes in a tree. */
function size(root) {
  let count = 0;
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop();
    count++;
    if (node.left) stack.push(node.left);
    if (node.right) stack.push(node.right);
  }
  return count;
}

/** A balanced tree of height h with at most maxNodes nodes (retries with a fresh draw). */
function balancedAtMost(rng, h, maxNodes, value) {
  for (;;) {
    const t = balanced(rng, h, value);
    if (size(t) <= maxNodes) return t;
  }
}

/** Hangs a chain of `len` nodes below the deepest-leftmost leaf found by always going left first. */
function hangChain(root, len, value) {
  let cur = root;
  while (cur.left !== null || cur.right !== null) cur = cur.left !== null ? cur.left : cur.right;
  for (let i = 0; i < len; i++) {
    cur.left = { val: value(), left: null, right: null };
    cur = cur.left;
  }
  return root;
}

export default function generate(rng) {
  const v = () => rng.int(-1e4, 1e4);
  const enc = (root) => tree(treeToLevelOrder(root));
  return [
    { input: tree([]), note: 'empty tree', hidden: false },
    { input: tree(['5']), note: 'single node', hidden: false },
    { input: tree(['1', '2']), note: 'root with one child' },
    { input: tree(['1', '2', 'null', '3']), note: 'chain of three' },
    { input: tree(['1', '2', '3', '4', 'null', 'null', '5', '6']), note: 'balanced at the root, not below' },
    { input: enc(balanced(rng, 4, () => 0)), note: 'small balanced, all zeros' },
    { input: tree(rng.binaryTree(15, () => -1e4, 'complete')), note: 'complete tree, minimum values' },
    { input: enc(balancedAtMost(rng, 10, 1000, v)), note: 'random balanced, height 10' },
    {
      input: enc(hangChain(balancedAtMost(rng, 9, 1000, v), 2, v)),
      note: 'balanced tree spoiled by a chain of 2',
    },
    { input: tree(rng.binaryTree(300, v)), note: 'random shape, 300 nodes' },
    { input: enc(balancedAtMost(rng, 14, 10000, () => 1e4)), note: 'large balanced, height 14' },
    { input: tree(rng.binaryTree(10000, v, 'complete')), note: 'maximum size, complete' },
    { input: tree(rng.binaryTree(10000, v, 'right')), note: 'maximum size, right chain' },
    {
      input: enc(hangChain(levelOrderToTree(rng.binaryTree(8191, v, 'complete')), 2, v)),
      note: 'perfect tree of 8191 nodes plus a chain of 2',
    },
  ];
}
