/** Small binary trees of every shape: empty, single node, chains, complete, zigzag, random. */
export default function small(rng, index) {
  if (index === 0) return 'null\n';
  const shapes = ['random', 'random', 'complete', 'left', 'right', 'zigzag'];
  const shape = shapes[index % shapes.length];
  const n = rng.int(1, 14);
  const tokens = rng.binaryTree(n, () => rng.int(-1000, 1000), shape);
  return `${tokens.join(' ')}\n`;
}
