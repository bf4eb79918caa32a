/** Short trains (n up to 8): single wagon, k = n (the head), k = 1 (the tail), duplicates. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 8);
  let k = rng.int(1, n);
  if (index % 4 === 1) k = n;
  if (index % 4 === 2) k = 1;
  const hi = rng.pick([3, 1000000]);
  const values = rng.array(n, -hi, hi);
  return `${n} ${k}\n${values.join(' ')}\n`;
}
