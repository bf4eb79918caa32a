import { tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const value = () => rng.int(-10000, 10000);
  let up = -10000;
  let down = 10000;
  return [
    { input: `${tree([])}\n`, note: 'empty tree', hidden: false },
    { input: `${tree(['-10000'])}\n`, note: 'single node', hidden: false },
    { input: `${tree(rng.binaryTree(15, () => 7, 'complete'))}\n`, note: 'all equal: every node' },
    { input: `${tree(rng.binaryTree(8, () => up++, 'right'))}\n`, note: 'rising chain: every node' },
    { input: `${tree(rng.binaryTree(8, () => down--, 'left'))}\n`, note: 'falling chain: only the root' },
    { input: `${tree(rng.binaryTree(12, () => rng.int(0, 5)))}\n`, note: 'small random, ties' },
    { input: `${tree(rng.binaryTree(3000, value))}\n`, note: 'random, 3000 nodes' },
    {
      input: `${tree(rng.binaryTree(4095, () => rng.int(-3, 3), 'complete'))}\n`,
      note: 'complete, few values',
    },
    { input: `${tree(rng.binaryTree(3000, () => rng.int(0, 10000), 'zigzag'))}\n`, note: 'zigzag chain' },
    { input: `${tree(rng.binaryTree(10000, value, 'left'))}\n`, note: 'maximum size chain', large: true },
  ];
}
