/** Short sorted reading lists: empty, one reading, all negative, all positive, mirrored values, zeros. */
export default function small(rng, index) {
  const n = index % 10 === 0 ? 0 : index % 10 === 1 ? 1 : rng.int(2, 12);
  const hi = index % 3 === 0 ? 10000 : 5;
  let a;
  if (index % 5 === 2) a = rng.array(n, -hi, -1);
  else if (index % 5 === 3) a = rng.array(n, 0, hi);
  else if (index % 5 === 4) a = rng.array(n, 0, hi).map((v) => (rng.bool() ? -v : v));
  else a = rng.array(n, -hi, hi);
  a.sort((x, y) => x - y);
  return `${n}\n${a.join(' ')}\n`;
}
