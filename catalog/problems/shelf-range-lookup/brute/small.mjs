/** Up to 12 sorted labels with many duplicates; queries hit, miss, fall below/above, extremes. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(1, 12);
  const hi = index % 5 === 0 ? 1000000 : rng.pick([0, 3, 8]);
  const shelf = rng.array(n, -hi, hi).sort((a, b) => a - b);
  if (index % 8 === 1) shelf.fill(shelf[0]);
  const q = rng.int(1, 8);
  const lines = [String(n), shelf.join(' '), String(q)];
  for (let i = 0; i < q; i++) {
    const t = rng.int(0, 3);
    if (t === 0) lines.push(String(rng.pick(shelf)));
    else if (t === 1) lines.push(String(rng.int(-hi - 1, hi + 1)));
    else if (t === 2) lines.push(String(rng.pick([-1000000, 1000000])));
    else lines.push(String(rng.int(-10, 10)));
  }
  return `${lines.join('\n')}\n`;
}
