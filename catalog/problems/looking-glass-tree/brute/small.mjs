/** Small trees of every shape: empty, one node, chains, complete, zigzag, random; repeated values. */
export default function small(rng, index) {
  if (index === 0) return 'null\n';
  const n = index === 1 ? 1 : rng.int(1, 15);
  const shape = rng.pick(['random', 'random', 'left', 'right', 'complete', 'zigzag']);
  const lo = index % 3 === 0 ? -1000 : -2;
  const hi = index % 3 === 0 ? 1000 : 2;
  return `${rng.binaryTree(n, () => rng.int(lo, hi), shape).join(' ')}\n`;
}
