/** Up to 10 bookings on a short time line (many touches and overlaps), n = 0, duplicates, extremes. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 0 : index % 8 === 1 ? 1 : rng.int(2, 10);
  const span = index % 3 === 0 ? 1000000 : rng.int(2, 30);
  const lines = [String(n)];
  for (let i = 0; i < n; i++) {
    const s = rng.int(0, span - 1);
    const e = rng.int(s + 1, Math.min(span, s + rng.pick([1, 3, span])));
    lines.push(`${s} ${e}`);
  }
  return `${lines.join('\n')}\n`;
}
