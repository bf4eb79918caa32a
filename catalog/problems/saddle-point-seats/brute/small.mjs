/** Small grids: 1x1, single rows and columns, all equal, few distinct scores (many ties), random. */
export default function small(rng, index) {
  const r = index === 0 ? 1 : rng.int(1, 5);
  const c = index === 0 ? 1 : rng.int(1, 5);
  const hi = rng.pick([0, 1, 2, 5, 999]);
  const rows = [];
  for (let i = 0; i < r; i++) rows.push(rng.array(c, 0, hi).join(' '));
  return `${r} ${c}\n${rows.join('\n')}\n`;
}
