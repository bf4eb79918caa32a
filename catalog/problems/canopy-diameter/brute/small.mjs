/** Small binary trees of every shape, from a single node to a few dozen nodes. */
export default function small(rng, index) {
  const shapes = ['random', 'left', 'right', 'complete', 'zigzag'];
  const n = index % 10 === 0 ? 1 : rng.int(2, index % 3 === 0 ? 40 : 12);
  const shape = index % 2 === 0 ? 'random' : rng.pick(shapes);
  return `${rng.binaryTree(n, () => rng.int(-100, 100), shape).join(' ')}\n`;
}
