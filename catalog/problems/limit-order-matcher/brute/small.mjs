/** Short order streams over few prices: crossing books, equal prices, cancels of any earlier line. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 14);
  const base = rng.pick([1, 50, 999990]);
  const spread = rng.pick([0, 2, 5]);
  const maxQty = rng.pick([1, 3, 10, 1000000]);
  const lines = [];
  for (let i = 1; i <= n; i++) {
    if (i > 1 && rng.bool(0.2)) {
      lines.push(`C ${rng.int(1, i - 1)}`);
      continue;
    }
    const side = rng.bool() ? 'B' : 'S';
    lines.push(`${side} ${base + rng.int(0, spread)} ${rng.int(1, maxQty)}`);
  }
  return `${n}\n${lines.join('\n')}\n`;
}
