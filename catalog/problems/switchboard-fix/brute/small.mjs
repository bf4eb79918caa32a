/** Settings with small, large and extreme values (0 and 2^30 - 1), equal panels, c already right. */
export default function small(rng, index) {
  const q = rng.int(1, 8);
  const top = 2 ** 30 - 1;
  const value = () => rng.pick([0, top, rng.int(0, 7), rng.int(0, 255), rng.int(0, top)]);
  const lines = [];
  for (let i = 0; i < q; i++) {
    const a = value();
    const b = rng.bool(0.2) ? a : value();
    const c = rng.bool(0.2) ? (a | b) >>> 0 : value();
    lines.push(`${a} ${b} ${c}`);
  }
  if (index === 0) lines.splice(0, lines.length, `${top} ${top} 0`);
  return `${lines.length}\n${lines.join('\n')}\n`;
}
