import { tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const v = () => rng.int(-1000, 1000);
  return [
    { input: tree(['7']), note: 'single node: the root is a tip', hidden: false },
    { input: tree(['1', '2']), note: 'root and left child' },
    { input: tree(['0', 'null', '0']), note: 'root and right child, equal values' },
    { input: tree(['-1000', '1000', '-1000']), note: 'root with two tips, extreme values' },
    { input: tree(rng.binaryTree(15, v, 'complete')), note: 'perfect tree of 15 nodes' },
    { input: tree(rng.binaryTree(12, v, 'zigzag')), note: 'zigzag chain' },
    { input: tree(rng.binaryTree(30, () => 5)), note: 'random shape, all values equal' },
    { input: tree(rng.binaryTree(300, v)), note: 'random, 300 nodes' },
    { input: tree(rng.binaryTree(10000, v, 'left')), note: 'maximum size, left chain' },
    { input: tree(rng.binaryTree(10000, v, 'complete')), note: 'maximum size, complete' },
    { input: tree(rng.binaryTree(10000, v)), note: 'maximum size, random shape' },
  ];
}
