const SHAPES = ['random', 'left', 'right', 'complete', 'zigzag'];

/** Small trees (up to 14 platforms) of every shape; values all negative, all positive, mixed. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 14);
  const mode = index % 4;
  const value = () => {
    if (mode === 0) return rng.int(-1000, -1);
    if (mode === 1) return rng.int(0, 1000);
    if (mode === 2) return rng.int(-5, 5);
    return rng.int(-1000, 1000);
  };
  const tokens = rng.binaryTree(n, value, rng.pick(SHAPES));
  return `${tokens.join(' ')}\n`;
}
