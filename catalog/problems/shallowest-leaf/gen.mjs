import { tree } from '../../lib/format.mjs';

/** A left chain of n nodes whose root also has a right leaf: answer 2. */
function chainWithShortcut(rng, n) {
  const t = rng.binaryTree(n, () => rng.int(-1000, 1000), 'left');
  // level order of a left chain is: v0 v1 null v2 null v3 ...; give the root a right leaf
  return [t[0], t[1], '1000', t[3], 'null', 'null', 'null', ...t.slice(5)];
}

export default function generate(rng) {
  const v = () => rng.int(-1000, 1000);
  return [
    { input: tree(['7']), note: 'single node', hidden: false },
    { input: tree(['1', '2']), note: 'root with one child: depth 2, not 1', hidden: false },
    { input: tree(['0', 'null', '0']), note: 'root and right child, equal values' },
    { input: tree(['5', '3', '8', 'null', 'null', '1']), note: 'leaf on level 2 beside a deeper subtree' },
    { input: tree(rng.binaryTree(15, v, 'complete')), note: 'perfect tree of 15 nodes' },
    { input: tree(rng.binaryTree(12, v, 'zigzag')), note: 'zigzag chain' },
    { input: tree(rng.binaryTree(40, () => -1000)), note: 'random shape, all values -1000' },
    { input: tree(rng.binaryTree(300, v)), note: 'random, 300 nodes' },
    { input: tree(rng.binaryTree(10000, v, 'right')), note: 'maximum size, right chain' },
    { input: tree(chainWithShortcut(rng, 10000)), note: 'maximum size, long chain plus a shallow leaf' },
    { input: tree(rng.binaryTree(10000, v, 'complete')), note: 'maximum size, complete' },
    { input: tree(rng.binaryTree(10000, v)), note: 'maximum size, random shape' },
  ];
}
