import { treeToLevelOrder } from '../../../lib/random.mjs';

/** Small trees: empty, valid search trees, ones with a single value changed (deep violations,
 * duplicates), and random trees over a few values. */
export default function small(rng, index) {
  if (index === 0) return 'null\n';
  const n = rng.int(1, 10);
  const span = rng.pick([6, 20, 1000000]);
  const mode = index % 4;
  if (mode === 3) {
    const shape = rng.pick(['random', 'left', 'right', 'zigzag', 'complete']);
    return `${rng.binaryTree(n, () => rng.int(-span, span), shape).join(' ')}\n`;
  }
  const values = rng.distinct(Math.min(n, 2 * span + 1), -span, span);
  let root = null;
  const nodes = [];
  for (const val of values) {
    const node = { val, left: null, right: null };
    nodes.push(node);
    if (root === null) {
      root = node;
      continue;
    }
    let cur = root;
    for (;;) {
      const side = val < cur.val ? 'left' : 'right';
      if (cur[side] === null) {
        cur[side] = node;
        break;
      }
      cur = cur[side];
    }
  }
  if (mode !== 1) {
    // change one value: to a copy of another value, or by a small step
    const node = rng.pick(nodes);
    const v = rng.bool() ? rng.pick(nodes).val : node.val + rng.int(-3, 3);
    node.val = Math.max(-1000000, Math.min(1000000, v));
  }
  return `${treeToLevelOrder(root).join(' ')}\n`;
}
