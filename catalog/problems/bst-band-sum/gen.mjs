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

/** Balanced insertion order of sorted values (middle first). */
function balancedOrder(sorted) {
  const out = [];
  const stack = [[0, sorted.length - 1]];
  while (stack.length) {
    const [l, r] = stack.pop();
    if (l > r) continue;
    const m = (l + r) >> 1;
    out.push(sorted[m]);
    stack.push([l, m - 1], [m + 1, r]);
  }
  return out;
}

function test(values, lo, hi) {
  return lines(tree(bst(values)), `${lo} ${hi}`);
}

export default function generate(rng) {
  const B = 1e5;
  const N = 10000;
  const asc = (n, lo, hi) => rng.distinct(n, lo, hi).sort((a, b) => a - b);
  return [
    { input: test([42], 42, 42), note: 'single node inside a one-value band', hidden: false },
    { input: test([42], 43, 100), note: 'single node outside the band' },
    { input: test([-B, B], -B, B), note: 'extreme values, full band' },
    { input: test([8, 3, 12, 1, 5, 10, 14], 6, 9), note: 'band between two nodes' },
    { input: test([8, 3, 12, 1, 5, 10, 14], -3, -1), note: 'band below every value' },
    { input: test(rng.distinct(30, -50, 50), -20, 20), note: 'small random, negatives' },
    { input: test(rng.distinct(2000, -B, B), -5000, 30000), note: 'random, 2000 nodes' },
    { input: test(asc(N, -B, B), -B, B), note: 'maximum size, right chain, everything in band' },
    { input: test(asc(N, -B, B).reverse(), 0, 100), note: 'maximum size, left chain, narrow band' },
    { input: test(balancedOrder(asc(N, 0, B)), 25000, 75000), note: 'maximum size, balanced' },
    { input: test(rng.distinct(N, -B, B), -B, 0), note: 'maximum size, random, negative half' },
  ];
}
