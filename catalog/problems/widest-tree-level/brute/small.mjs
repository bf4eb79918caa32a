import { treeToLevelOrder } from '../../../lib/random.mjs';

/** Small trees of every shape, the empty tree, and two long spines whose bottom width reaches 2^50. */
export default function small(rng, index) {
  if (index % 10 === 0) return 'null\n';
  if (index % 10 === 1) {
    // Root with a left spine and a right spine of length L: width 2^L at the bottom (L <= 50).
    const len = rng.pick([1, 2, 30, 50, rng.int(3, 50)]);
    const root = { val: 0, left: null, right: null };
    let l = root;
    let r = root;
    // Sometimes a spine bends inward (a left spine takes a right child), narrowing the width.
    const bend = rng.pick([0, 0.2]);
    for (let d = 0; d < len; d++) {
      const ls = rng.bool(bend) ? 'right' : 'left';
      const rs = rng.bool(bend) ? 'left' : 'right';
      l[ls] = { val: rng.int(-1000, 1000), left: null, right: null };
      r[rs] = { val: rng.int(-1000, 1000), left: null, right: null };
      l = l[ls];
      r = r[rs];
    }
    return `${treeToLevelOrder(root).join(' ')}\n`;
  }
  const n = index % 10 === 2 ? 1 : rng.int(1, 15);
  const shape = ['random', 'left', 'right', 'complete', 'zigzag', 'random'][index % 6];
  const tokens = rng.binaryTree(n, () => rng.int(-1000, 1000), shape);
  return `${tokens.join(' ')}\n`;
}
