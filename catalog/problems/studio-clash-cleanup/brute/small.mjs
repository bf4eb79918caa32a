/** Up to 12 bookings on a short time line: identical ones, touching chains, one long blocker. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(1, 12);
  const span = index % 5 === 0 ? 1000000 : rng.int(2, 20);
  const lines = [String(n)];
  for (let i = 0; i < n; i++) {
    if (index % 6 === 1) {
      lines.push(`0 ${span}`);
      continue;
    }
    const s = rng.int(0, span - 1);
    const e = rng.int(s + 1, Math.min(span, s + rng.pick([1, 2, 4, span])));
    lines.push(`${s} ${e}`);
  }
  return `${lines.join('\n')}\n`;
}
