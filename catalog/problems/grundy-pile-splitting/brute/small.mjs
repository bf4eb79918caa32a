/** Up to 4 heaps with at most 22 marbles in all: unsplittable heaps, equal heaps, single heap. */
export default function small(rng, index) {
  const m = index % 6 === 0 ? 1 : rng.int(1, 4);
  const a = [];
  let budget = 22;
  for (let i = 0; i < m; i++) {
    const left = m - i - 1;
    const hi = Math.max(1, Math.min(index % 5 === 1 ? 2 : 14, budget - left));
    const v = index % 4 === 2 && i > 0 ? a[0] : rng.int(1, hi);
    const h = Math.min(v, Math.max(1, budget - left));
    a.push(h);
    budget -= h;
  }
  return `${m}\n${a.join(' ')}\n`;
}
