import { tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const value = () => rng.int(0, 10000);
  return [
    { input: `${tree([])}\n`, note: 'empty tree', hidden: false },
    { input: `${tree(['7'])}\n`, note: 'single tower', hidden: false },
    { input: `${tree(['1', '10000', '10000'])}\n`, note: 'children worth more than the top' },
    { input: `${tree(rng.binaryTree(7, () => 0, 'complete'))}\n`, note: 'all values zero' },
    { input: `${tree(rng.binaryTree(15, () => 10000, 'complete'))}\n`, note: 'complete tree, equal values' },
    { input: `${tree(rng.binaryTree(20, () => rng.int(0, 20), 'zigzag'))}\n`, note: 'small zigzag chain' },
    { input: `${tree(rng.binaryTree(12, () => rng.int(0, 20)))}\n`, note: 'small random' },
    { input: `${tree(rng.binaryTree(3000, value))}\n`, note: 'random, 3000 towers' },
    { input: `${tree(rng.binaryTree(8191, value, 'complete'))}\n`, note: 'complete tree, 8191 towers' },
    { input: `${tree(rng.binaryTree(3000, value, 'left'))}\n`, note: 'chain of 3000 towers', large: true },
    {
      input: `${tree(rng.binaryTree(10000, value, 'zigzag'))}\n`,
      note: 'maximum size zigzag chain',
      large: true,
    },
  ];
}
