import { tree } from '../../lib/format.mjs';
import { levelOrderToTree, treeToLevelOrder } from '../../lib/random.mjs';

/** A deep copy of a {val,left,right} tree, mirrored (iterative). */
function mirror(root) {
  if (root === null) return null;
  const copy = { val: root.val, left: null, right: null };
  const stack = [[root, copy]];
  while (stack.length > 0) {
    const [src, dst] = stack.pop();
    if (src.left !== null) {
      dst.right = { val: src.left.val, left: null, right: null };
      stack.push([src.left, dst.right]);
    }
    if (src.right !== null) {
      dst.left = { val: src.right.val, left: null, right: null };
      stack.push([src.right, dst.left]);
    }
  }
  return copy;
}

/** A symmetric tree: root value, a random wing of `half` nodes on the left and its mirror on the right. */
function symmetric(rng, half, shape = 'random', lo = -100, hi = 100) {
  const wing = levelOrderToTree(rng.binaryTree(half, () => rng.int(lo, hi), shape));
  return { val: rng.int(lo, hi), left: wing, right: mirror(wing) };
}

/** All nodes of a tree, in level order. */
function nodes(root) {
  const out = [root];
  for (let i = 0; i < out.length; i++) {
    if (out[i].left) out.push(out[i].left);
    if (out[i].right) out.push(out[i].right);
  }
  return out;
}

export default function generate(rng) {
  const enc = (root) => tree(treeToLevelOrder(root));
  // Symmetric tree with one value changed deep inside.
  const spoiled = symmetric(rng, 3000);
  const all = nodes(spoiled);
  const victim = all[all.length - 1 - rng.int(0, 50)];
  victim.val = victim.val === 100 ? 99 : victim.val + 1;
  // Symmetric tree with one leaf removed on the right side.
  const pruned = symmetric(rng, 2000);
  let cur = pruned.right;
  while (cur.left !== null || cur.right !== null) cur = cur.left !== null ? cur.left : cur.right;
  const rightNodes = nodes(pruned.right);
  for (const nd of rightNodes) {
    if (nd.left === cur) nd.left = null;
    if (nd.right === cur) nd.right = null;
  }
  return [
    { input: tree([]), note: 'empty tree', hidden: false },
    { input: tree(['7']), note: 'single node', hidden: false },
    { input: tree(['1', '2']), note: 'only a left child' },
    { input: tree(['1', '2', '3']), note: 'children differ' },
    { input: tree(['-100', '-100', '-100']), note: 'three equal negative values' },
    { input: tree(['1', '2', '2', 'null', '3', '3']), note: 'symmetric with inner grandchildren' },
    { input: enc(symmetric(rng, 7, 'random', 0, 1)), note: 'small symmetric, values 0/1' },
    {
      input: enc(levelOrderToTree(rng.binaryTree(15, () => 5, 'complete'))),
      note: 'complete tree, all equal',
    },
    { input: tree(rng.binaryTree(200, () => rng.int(0, 1))), note: 'random shape, values 0/1' },
    { input: enc(spoiled), note: 'large symmetric tree with one value changed' },
    { input: enc(pruned), note: 'large symmetric tree with one leaf removed' },
    { input: enc(symmetric(rng, 4999, 'left')), note: 'maximum size, two mirrored chains' },
    { input: enc(symmetric(rng, 4999, 'random')), note: 'maximum size, random symmetric' },
    { input: tree(rng.binaryTree(10000, () => 0, 'left')), note: 'maximum size, left chain of zeros' },
  ];
}
