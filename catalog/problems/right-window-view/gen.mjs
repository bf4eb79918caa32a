import { tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const v = () => rng.int(-1000, 1000);
  return [
    { input: tree([]), note: 'empty tree: an empty line', hidden: false },
    { input: tree(['7']), note: 'single node', hidden: false },
    { input: tree(['1', '2']), note: 'only a left child is still visible', hidden: false },
    { input: tree(['0', 'null', '0']), note: 'right child, equal values' },
    {
      input: tree(['1', '2', '3', '4', 'null', 'null', 'null', '5']),
      note: 'deep left branch shows through',
    },
    { input: tree(rng.binaryTree(15, v, 'complete')), note: 'perfect tree of 15 nodes' },
    { input: tree(rng.binaryTree(12, v, 'zigzag')), note: 'zigzag chain' },
    { input: tree(rng.binaryTree(40, () => -1000)), note: 'random shape, all values -1000' },
    { input: tree(rng.binaryTree(300, v)), note: 'random, 300 nodes' },
    { input: tree(rng.binaryTree(10000, v, 'left')), note: 'maximum size, left chain', large: true },
    { input: tree(rng.binaryTree(10000, v, 'complete')), note: 'maximum size, complete', large: true },
    { input: tree(rng.binaryTree(10000, v)), note: 'maximum size, random shape', large: true },
  ];
}
