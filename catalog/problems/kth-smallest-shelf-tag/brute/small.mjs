import { treeToLevelOrder } from '../../../lib/random.mjs';

/** BST from inserting the values in order (chains for sorted input, bushy trees otherwise). */
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

/** Small BSTs (up to 15 nodes): single node, left/right chains, zigzags, random; k at the ends too. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 15);
  const range = rng.pick([20, 100000]);
  const values = rng.distinct(n, -range, range);
  if (index % 5 === 1) values.sort((x, y) => x - y);
  if (index % 5 === 2) values.sort((x, y) => y - x);
  let k = rng.int(1, n);
  if (index % 3 === 1) k = 1;
  if (index % 3 === 2) k = n;
  return `${bst(values).join(' ')}\n${k}\n`;
}
