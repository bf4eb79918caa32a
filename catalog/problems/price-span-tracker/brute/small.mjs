/** Short price series: one day, all equal, rising, falling, few distinct prices, random. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 14);
  let p = rng.array(n, 1, rng.pick([3, 20, 10000]));
  const mode = index % 6;
  if (mode === 1) p.fill(p[0]);
  if (mode === 2) p = p.sort((a, b) => a - b);
  if (mode === 3) p = p.sort((a, b) => b - a);
  return `${n}\n${p.join(' ')}\n`;
}
