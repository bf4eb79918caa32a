/** Small trees: empty, one node, chains; values from a tiny range (many ties) or the full range. */
export default function small(rng, index) {
  if (index % 10 === 0) return 'null\n';
  const shapes = ['random', 'left', 'right', 'complete', 'zigzag'];
  const n = index % 10 === 1 ? 1 : rng.int(2, index % 3 === 0 ? 40 : 12);
  const shape = index % 2 === 0 ? 'random' : rng.pick(shapes);
  const span = index % 4 === 0 ? 10000 : rng.pick([0, 2, 5]);
  return `${rng.binaryTree(n, () => rng.int(-span, span), shape).join(' ')}\n`;
}
