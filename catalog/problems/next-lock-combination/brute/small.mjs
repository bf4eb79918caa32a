/** Up to 7 tumblers: one tumbler, all equal, the last arrangement, duplicates, large values. */
export default function small(rng, index) {
  const n = index % 10 === 0 ? 1 : rng.int(2, 7);
  const hi = index % 3 === 0 ? 1000000 : rng.pick([1, 2, 4, 9]);
  let a = rng.array(n, 0, hi);
  if (index % 10 === 1) a.fill(a[0]);
  if (index % 6 === 2) a.sort((x, y) => y - x);
  if (index % 6 === 3) a = a.sort((x, y) => x - y);
  return `${n}\n${a.join(' ')}\n`;
}
