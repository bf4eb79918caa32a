import { lines, tree } from '../../lib/format.mjs';

const t = (target, tokens) => lines(String(target), tree(tokens));

export default function generate(rng) {
  const small = () => rng.int(-3, 3);
  const v = () => rng.int(-1000, 1000);
  return [
    { input: t(5, []), note: 'empty tree', hidden: false },
    { input: t(-4, ['-4']), note: 'single node equal to the target', hidden: false },
    { input: t(1, ['2']), note: 'single node, no match' },
    {
      input: t(
        0,
        rng.binaryTree(30, () => 0),
      ),
      note: 'all zeros, target 0: every run counts',
    },
    { input: t(3, ['1', '2', 'null', '-2', 'null', '2']), note: 'negative values cancel out' },
    {
      input: t(
        1000000,
        rng.binaryTree(15, () => 1000, 'left'),
      ),
      note: 'target out of reach',
    },
    { input: t(2, rng.binaryTree(20, small)), note: 'small random' },
    { input: t(-1, rng.binaryTree(500, small)), note: 'random, 500 nodes' },
    { input: t(1000, rng.binaryTree(3000, v)), note: 'random, full value range' },
    { input: t(0, rng.binaryTree(10000, small)), note: 'random shape, 10^4 nodes' },
    {
      input: t(
        0,
        rng.binaryTree(50000, () => 0, 'right'),
      ),
      note: 'maximum n: right chain of zeros',
      large: true,
    },
    {
      input: t(
        3,
        rng.binaryTree(25000, () => rng.int(-2, 2), 'left'),
      ),
      note: 'left chain of 25000 small values',
      large: true,
    },
  ];
}
