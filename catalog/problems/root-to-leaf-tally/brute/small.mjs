/** Small trees (empty, single node, chains, one-child nodes); target often a real path sum or a
 * sum through a non-leaf node, sometimes random. */
export default function small(rng, index) {
  if (index === 0) return `${rng.int(-5, 5)}\nnull\n`;
  const n = index === 1 ? 1 : rng.int(1, 12);
  const shape = rng.pick(['random', 'random', 'left', 'right', 'complete', 'zigzag']);
  const wide = index % 4 === 3;
  const tokens = rng.binaryTree(n, () => (wide ? rng.int(-1000, 1000) : rng.int(-3, 3)), shape);
  // a prefix sum along a random downward walk (may stop before a leaf)
  const vals = tokens.map((t) => (t === 'null' ? null : Number(t)));
  let target = vals[0];
  let pos = 0;
  // level-order slots: the k-th non-null node's children sit at tokens 2k+1 and 2k+2
  const childSlots = [];
  let count = 0;
  for (let i = 0; i < vals.length; i++) {
    if (vals[i] === null) continue;
    childSlots[i] = [1 + 2 * count, 2 + 2 * count];
    count++;
  }
  while (rng.bool(0.8)) {
    const [a, b] = childSlots[pos];
    const options = [a, b].filter((s) => s < vals.length && vals[s] !== null);
    if (options.length === 0) break;
    pos = rng.pick(options);
    target += vals[pos];
  }
  if (index % 5 === 4) target = rng.int(-10000000, 10000000);
  else if (index % 5 === 2) target += rng.int(-2, 2);
  return `${target}\n${tokens.join(' ')}\n`;
}
