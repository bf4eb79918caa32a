/** Short reading lists: empty, one day, all equal, increasing, decreasing, random with repeats. */
export default function small(rng, index) {
  const n = index % 10 === 0 ? 0 : index % 10 === 1 ? 1 : rng.int(2, 15);
  const hi = index % 3 === 0 ? 60 : 3;
  let a = rng.array(n, -hi, hi);
  if (index % 10 === 2) a.fill(a[0] ?? 0);
  if (index % 10 === 3) a = rng.distinct(n, -60, 60).sort((x, y) => x - y);
  if (index % 10 === 4) a.sort((x, y) => y - x);
  return `${n}\n${a.join(' ')}\n`;
}
