/** Small trees with distinct values (not search-ordered); p and q random nodes, sometimes equal. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 14);
  const shape = rng.pick(['random', 'random', 'left', 'right', 'complete', 'zigzag']);
  const values = index % 3 === 0 ? rng.distinct(n, -100000, 100000) : rng.distinct(n, -10, 20);
  const tokens = rng.binaryTree(n, (i) => values[i], shape);
  const p = rng.pick(values);
  const q = rng.bool(0.15) ? p : rng.pick(values);
  return `${tokens.join(' ')}\n${p} ${q}\n`;
}
