/** Small depot sets: up to 9 depots, tiny coordinates (many ties) or the extremes. */
export default function small(rng, index) {
  const n = rng.int(1, 9);
  const k = rng.int(1, n);
  const span = index % 4 === 3 ? 10000 : rng.int(0, 4);
  const lines = [`${n} ${k}`];
  for (let i = 0; i < n; i++) {
    const x = index % 4 === 3 ? rng.pick([-span, 0, span]) : rng.int(-span, span);
    const y = index % 4 === 3 ? rng.pick([-span, 0, span]) : rng.int(-span, span);
    lines.push(`${x} ${y}`);
  }
  return `${lines.join('\n')}\n`;
}
