/** Short rows of small weights (negatives included), with some built to balance. */
export default function small(rng, index) {
  const n = index % 5 === 0 ? rng.int(1, 2) : rng.int(1, 9);
  const span = index % 3 === 0 ? 2 : 6;
  const a = rng.array(n, -span, span);
  if (index % 4 === 1 && n >= 2) {
    // Make some pivot balance: fix the last weight (or the first, when the pivot is last).
    const p = rng.int(0, n - 1);
    const sumRange = (lo, hi) => a.slice(lo, hi).reduce((s, v) => s + v, 0);
    if (p < n - 1) a[n - 1] += sumRange(0, p) - sumRange(p + 1, n);
    else a[0] -= sumRange(0, p) - sumRange(p + 1, n);
  }
  if (index % 7 === 2) a.fill(a[0]);
  return `${n}\n${a.join(' ')}\n`;
}
