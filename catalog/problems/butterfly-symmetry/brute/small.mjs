import { treeToLevelOrder } from '../../../lib/random.mjs';

/** Small trees: many built symmetric (then maybe perturbed), plus random and empty ones. */
export default function small(rng, index) {
  if (index === 0) return 'null\n';
  if (index === 1) return `${rng.int(-100, 100)}\n`;
  const vals = index % 3 === 0 ? [1, 2] : [-100, 0, 100, 7];
  const grow = (depth) => {
    if (depth === 0 || rng.bool(0.3)) return null;
    return { val: rng.pick(vals), left: grow(depth - 1), right: grow(depth - 1) };
  };
  const mirror = (node) =>
    node === null ? null : { val: node.val, left: mirror(node.right), right: mirror(node.left) };
  if (index % 4 === 3) {
    const n = rng.int(1, 9);
    return `${rng.binaryTree(n, () => rng.pick(vals), rng.pick(['random', 'left', 'complete', 'zigzag'])).join(' ')}\n`;
  }
  const half = grow(rng.int(1, 3));
  const root = { val: rng.pick(vals), left: half, right: mirror(half) };
  if (rng.bool(0.4)) {
    // perturb: change one value or drop one node somewhere on the right
    let cur = root;
    while (cur.right !== null && rng.bool(0.6)) cur = cur.right;
    if (rng.bool(0.5)) cur.val = rng.pick(vals);
    else if (cur.left !== null) cur.left = null;
    else cur.left = { val: rng.pick(vals), left: null, right: null };
  }
  return `${treeToLevelOrder(root).join(' ')}\n`;
}
