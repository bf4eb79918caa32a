import { tree } from '../../lib/format.mjs';

export default function generate(rng) {
  const v = () => rng.int(-1000, 1000);
  const rising = (i) => Math.min(1000, -1000 + Math.floor(i / 5)); // never falls: every node counts
  const falling = (i) => 1000 - Math.floor(i / 5); // never rises past the root
  return [
    { input: tree(['7']), note: 'single node', hidden: false },
    { input: tree(['1', '2', '0']), note: 'one higher child, one lower', hidden: false },
    { input: tree(['0', 'null', '0', 'null', '0']), note: 'equal values all count' },
    { input: tree(['-1000', '1000', '-1000', '-1000', '1000']), note: 'extreme values' },
    { input: tree(rng.binaryTree(15, v, 'complete')), note: 'perfect tree of 15 nodes' },
    { input: tree(rng.binaryTree(30, () => rng.int(-3, 3))), note: 'random, many ties' },
    { input: tree(rng.binaryTree(500, v)), note: 'random, 500 nodes' },
    { input: tree(rng.binaryTree(10000, rising, 'left')), note: 'maximum size, rising left chain' },
    { input: tree(rng.binaryTree(10000, falling, 'zigzag')), note: 'maximum size, falling zigzag chain' },
    { input: tree(rng.binaryTree(10000, v, 'complete')), note: 'maximum size, complete' },
    { input: tree(rng.binaryTree(10000, v)), note: 'maximum size, random shape' },
  ];
}
