import { levelOrderToTree, treeToLevelOrder } from '../../../lib/random.mjs';

/** Pairs of small trees: both empty, one empty, identical copies, copies with one value changed,
 * one node moved to the other side, or one leaf added/removed; random unrelated pairs. */
export default function small(rng, index) {
  if (index === 0) return 'null\nnull\n';
  const n = rng.int(1, 10);
  const shape = rng.pick(['random', 'random', 'left', 'right', 'complete', 'zigzag']);
  const first = rng.binaryTree(n, () => rng.int(-2, 2), shape);
  if (index === 1) return rng.bool() ? `null\n${first.join(' ')}\n` : `${first.join(' ')}\nnull\n`;
  const kind = index % 5;
  if (kind === 4) {
    const second = rng.binaryTree(rng.int(0, 10), () => rng.int(-2, 2), shape);
    return `${first.join(' ')}\n${second.length ? second.join(' ') : 'null'}\n`;
  }
  const copy = levelOrderToTree(first);
  if (kind !== 0) {
    const nodes = [];
    const stack = [copy];
    while (stack.length) {
      const node = stack.pop();
      nodes.push(node);
      if (node.left) stack.push(node.left);
      if (node.right) stack.push(node.right);
    }
    const node = rng.pick(nodes);
    if (kind === 1) node.val = rng.int(-1000, 1000);
    else if (kind === 2) [node.left, node.right] = [node.right, node.left];
    else if (node.left === null) node.left = { val: rng.int(-2, 2), left: null, right: null };
    else if (node.right === null) node.right = { val: node.left.val, left: null, right: null };
    else node.val += 1;
  }
  return `${first.join(' ')}\n${treeToLevelOrder(copy).join(' ')}\n`;
}
