import { tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const value = () => rng.int(-1000, 1000);
  return [
    { input: `${tree(['-1000'])}\n`, note: 'single negative platform', hidden: false },
    { input: `${tree(['1000'])}\n`, note: 'single positive platform', hidden: false },
    { input: `${tree(['-1', '5', '6'])}\n`, note: 'worth crossing a small loss' },
    { input: `${tree(['-100', '5', '6'])}\n`, note: 'not worth crossing a big loss' },
    { input: `${tree(rng.binaryTree(15, () => -7, 'complete'))}\n`, note: 'all equal negative' },
    {
      input: `${tree(rng.binaryTree(15, () => 1000, 'complete'))}\n`,
      note: 'all maximum: leaf to leaf through the root',
    },
    { input: `${tree(rng.binaryTree(12, () => rng.int(-10, 10)))}\n`, note: 'small random' },
    { input: `${tree(rng.binaryTree(3000, value))}\n`, note: 'random, 3000 platforms' },
    {
      input: `${tree(rng.binaryTree(3000, () => rng.int(-1000, 300), 'zigzag'))}\n`,
      note: 'zigzag chain, mostly losses',
    },
    { input: `${tree(rng.binaryTree(20000, value, 'left'))}\n`, note: 'maximum size chain', large: true },
    {
      input: `${tree(rng.binaryTree(16383, () => rng.int(-1000, 200), 'complete'))}\n`,
      note: 'complete tree, mostly losses',
      large: true,
    },
  ];
}
