/** Small races: up to 4 tokens at distance <= 10, up to 4 distinct steps (some longer than every track). */
export default function small(rng, index) {
  const m = index === 0 ? 1 : rng.int(1, 4);
  const hi = m <= 2 ? 12 : 8;
  const a = rng.array(m, 1, hi);
  if (index % 6 === 3) a.fill(a[0]);
  const top = rng.pick([3, 6, 12, 100000]);
  const k = index === 0 ? 1 : rng.int(1, Math.min(4, top));
  const s = rng.distinct(k, 1, top);
  return `${m}\n${a.join(' ')}\n${k}\n${s.join(' ')}\n`;
}
