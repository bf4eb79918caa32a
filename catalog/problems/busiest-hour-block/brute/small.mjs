/** Small arrays: k = 1, k = n, all equal, negatives, many ties from a tiny value range. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 12);
  let k = rng.int(1, n);
  if (index % 6 === 1) k = n;
  if (index % 6 === 2) k = 1;
  let a;
  if (index % 6 === 3) a = new Array(n).fill(rng.int(-10000, 10000));
  else if (index % 6 === 4) a = rng.array(n, -1, 1);
  else if (index % 6 === 5) a = rng.array(n, -10000, -9990);
  else a = rng.array(n, -20, 20);
  return `${n} ${k}\n${a.join(' ')}\n`;
}
