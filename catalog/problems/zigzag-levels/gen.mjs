import { lines, tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const v = () => rng.int(-1000, 1000);
  const t = (tokens) => lines(tree(tokens));
  return [
    { input: t([]), note: 'empty tree', hidden: false },
    { input: t(['5']), note: 'single node', hidden: false },
    { input: t(['1', '2']), note: 'root and left child' },
    { input: t(['0', '-1000', '1000']), note: 'three nodes, extreme values' },
    { input: t(rng.binaryTree(15, () => 7, 'complete')), note: 'perfect tree, all equal' },
    { input: t(rng.binaryTree(12, v)), note: 'small random' },
    { input: t(rng.binaryTree(31, (i) => i + 1, 'complete')), note: 'perfect tree of 31 nodes, 1..31' },
    { input: t(rng.binaryTree(400, v)), note: 'random, 400 nodes' },
    { input: t(rng.binaryTree(10000, v, 'zigzag')), note: 'maximum size, zigzag chain', large: true },
    { input: t(rng.binaryTree(10000, v, 'complete')), note: 'maximum size, complete', large: true },
    { input: t(rng.binaryTree(10000, v)), note: 'maximum size, random', large: true },
  ];
}
