import { lines, tree } from '../../lib/format.mjs';
import { levelOrderToTree, treeToLevelOrder } from '../../lib/random.mjs';

/** A root whose only child is a bushy random subtree: the longest path avoids the root. */
function offCentre(rng, n, shape) {
  const sub = levelOrderToTree(rng.binaryTree(n - 1, () => rng.int(-100, 100), shape));
  return treeToLevelOrder({ val: 0, left: sub, right: null });
}

/** Two long chains hanging from a node deep inside a left chain: a long "V" far from the root. */
function deepV(rng, top, arm) {
  const v = () => rng.int(-100, 100);
  const root = { val: v(), left: null, right: null };
  let cur = root;
  for (let i = 1; i < top; i++) {
    cur.left = { val: v(), left: null, right: null };
    cur = cur.left;
  }
  let a = cur;
  let b = cur;
  for (let i = 0; i < arm; i++) {
    a.left = { val: v(), left: null, right: null };
    a = a.left;
    b.right = { val: v(), left: null, right: null };
    b = b.right;
  }
  return treeToLevelOrder(root);
}

export default function generate(rng) {
  const v = () => rng.int(-100, 100);
  const t = (tokens) => lines(tree(tokens));
  return [
    { input: t(['5']), note: 'single node', hidden: false },
    { input: t(['1', '2']), note: 'two nodes' },
    { input: t(['-100', '100', '-100']), note: 'root with two leaves, extreme values' },
    { input: t(rng.binaryTree(7, v, 'complete')), note: 'perfect tree of 7' },
    { input: t(offCentre(rng, 12, 'random')), note: 'small, longest path avoids the root' },
    { input: t(rng.binaryTree(20, v)), note: 'small random' },
    { input: t(rng.binaryTree(500, () => 0)), note: 'random, 500 nodes, all zeros' },
    { input: t(deepV(rng, 30, 40)), note: 'a deep V below a chain' },
    { input: t(rng.binaryTree(10000, v, 'left')), note: 'maximum size, left chain', large: true },
    { input: t(rng.binaryTree(10000, v, 'complete')), note: 'maximum size, complete', large: true },
    {
      input: t(offCentre(rng, 10000, 'random')),
      note: 'maximum size, random subtree below a lone root',
      large: true,
    },
    { input: t(deepV(rng, 2000, 3999)), note: 'maximum size, long V below a long chain', large: true },
  ];
}
