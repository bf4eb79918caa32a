/** Small binary trees: empty, single node, chains, complete and random shapes. */
export default function small(rng, index) {
  if (index % 10 === 0) return 'null\n';
  const shapes = ['random', 'left', 'right', 'complete', 'zigzag'];
  const n = index % 10 === 1 ? 1 : rng.int(2, index % 3 === 0 ? 40 : 12);
  const shape = index % 2 === 0 ? 'random' : rng.pick(shapes);
  return `${rng.binaryTree(n, () => rng.int(-1000, 1000), shape).join(' ')}\n`;
}
