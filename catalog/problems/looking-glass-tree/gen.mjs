import { tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const value = () => rng.int(-1000, 1000);
  return [
    { input: `${tree([])}\n`, note: 'empty tree', hidden: false },
    { input: `${tree(['-1000'])}\n`, note: 'single node', hidden: false },
    { input: `${tree(['1', '2', '3'])}\n`, note: 'three nodes' },
    {
      input: `${tree(rng.binaryTree(7, () => 5, 'complete'))}\n`,
      note: 'complete, equal values (a mirror of itself)',
    },
    { input: `${tree(rng.binaryTree(6, value, 'right'))}\n`, note: 'right chain' },
    { input: `${tree(rng.binaryTree(9, value, 'zigzag'))}\n`, note: 'zigzag' },
    { input: `${tree(rng.binaryTree(15, value))}\n`, note: 'small random' },
    { input: `${tree(rng.binaryTree(2000, value))}\n`, note: 'random, 2000 nodes' },
    { input: `${tree(rng.binaryTree(4095, value, 'complete'))}\n`, note: 'complete, 4095 nodes' },
    {
      input: `${tree(rng.binaryTree(10000, value, 'left'))}\n`,
      note: 'maximum size left chain',
      large: true,
    },
  ];
}
