/** Short ledgers: one line, equal codes, tiny codes (lots of cancelling), codes up to 2^20 - 1. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(1, 12);
  const hi = index % 3 === 0 ? 3 : (1 << 20) - 1;
  const codes = index % 7 === 1 ? new Array(n).fill(rng.int(0, hi)) : rng.array(n, 0, hi);
  const q = rng.int(1, 10);
  const lines = [String(n), codes.join(' '), String(q)];
  for (let i = 0; i < q; i++) {
    const l = rng.int(0, n - 1);
    lines.push(`${l} ${rng.int(l, n - 1)}`);
  }
  return `${lines.join('\n')}\n`;
}
