/** Small square fields (n up to 9, odd and even), yields from narrow to full range, all equal. */
export default function small(rng, index) {
  const n = index < 2 ? index + 1 : rng.int(1, 9);
  const hi = rng.pick([0, 1, 5, 1000]);
  const same = index % 6 === 5 ? rng.int(-1000, 1000) : null;
  const rows = [];
  for (let i = 0; i < n; i++) {
    rows.push(Array.from({ length: n }, () => (same !== null ? same : rng.int(-hi, hi))).join(' '));
  }
  return `${n} ${n}\n${rows.join('\n')}\n`;
}
