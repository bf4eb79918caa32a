/** Trees up to 20 nodes: empty, single node, chains, complete trees (3+ levels), random shapes. */
export default function small(rng, index) {
  if (index % 10 === 0) return 'null\n';
  const n = index % 10 === 1 ? 1 : rng.int(2, 20);
  const shape = ['random', 'complete', 'left', 'right', 'zigzag', 'random', 'complete'][index % 7];
  const hi = index % 3 === 0 ? 3 : 1000;
  const tokens = rng.binaryTree(n, () => rng.int(-hi, hi), shape);
  return `${tokens.join(' ')}\n`;
}
