/** Errands with short distances (the brute searches), anywhere on the board, including staying put. */
export default function small(rng, index) {
  const q = rng.int(1, 8);
  const far = 1000000000;
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const r = rng.pick([0, 1, 3, 12, 40]);
    const base = index % 4 === 0 ? rng.pick([-far, far - 40, 0]) : rng.int(-1000, 1000);
    const x1 = Math.min(far, Math.max(-far, base + rng.int(0, r)));
    const y1 = Math.min(far, Math.max(-far, base + rng.int(-r, r)));
    const x2 = Math.min(far, Math.max(-far, x1 + rng.int(-r, r)));
    const y2 = Math.min(far, Math.max(-far, y1 + rng.int(-r, r)));
    lines.push(`${x1} ${y1} ${x2} ${y2}`);
  }
  return `${lines.join('\n')}\n`;
}
