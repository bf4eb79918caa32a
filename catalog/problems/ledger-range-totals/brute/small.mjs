/** Small ledgers: n = 1, zeros, extremes, cancelling values; full, single-day and random ranges. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 12);
  let a;
  if (index % 4 === 1) a = new Array(n).fill(0);
  else if (index % 4 === 2) a = rng.array(n, -10000, 10000).map((v) => (v < 0 ? -10000 : 10000));
  else a = rng.array(n, index % 2 === 0 ? -5 : -10000, index % 2 === 0 ? 5 : 10000);
  const q = rng.int(1, 8);
  const lines = [String(n), a.join(' '), String(q)];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 3);
    if (kind === 0) lines.push(`0 ${n - 1}`);
    else if (kind === 1) {
      const d = rng.int(0, n - 1);
      lines.push(`${d} ${d}`);
    } else {
      const l = rng.int(0, n - 1);
      lines.push(`${l} ${rng.int(l, n - 1)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
