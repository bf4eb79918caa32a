/** Up to 12 candidates: n = 1, equal costs, ties in the difference, small and large costs. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(1, 6);
  const hi = index % 3 === 0 ? 1000000 : rng.pick([1, 3, 10]);
  const lines = [String(n)];
  for (let i = 0; i < 2 * n; i++) {
    const a = rng.int(1, hi);
    const b = index % 5 === 2 ? a : rng.int(1, hi);
    lines.push(`${a} ${b}`);
  }
  return `${lines.join('\n')}\n`;
}
