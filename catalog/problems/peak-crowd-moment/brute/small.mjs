/** Few visitors on a short clock: one visitor, back-to-back visits, identical visits, random. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 8);
  const limit = index % 4 === 3 ? 1000000 : 20;
  const lines = [String(n)];
  if (index % 5 === 1) {
    // a chain of visits that leave exactly when the next arrives
    let t = rng.int(0, 3);
    for (let i = 0; i < n; i++) {
      const next = t + rng.int(1, 3);
      lines.push(`${t} ${next}`);
      t = next;
    }
    return `${lines.join('\n')}\n`;
  }
  const base = limit === 20 ? 0 : rng.int(0, limit - 20);
  const same = index % 5 === 2 ? [base + 2, base + 5] : null;
  for (let i = 0; i < n; i++) {
    const a = same ? same[0] : base + rng.int(0, 19);
    const b = same ? same[1] : rng.int(a + 1, base + 20);
    lines.push(`${a} ${b}`);
  }
  return `${lines.join('\n')}\n`;
}
