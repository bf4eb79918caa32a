/** Small shelves: empty, one item, all equal, many duplicates, all distinct, full range. */
export default function small(rng, index) {
  const n = index % 10 === 0 ? 0 : index % 10 === 1 ? 1 : rng.int(2, index % 4 === 0 ? 12 : 8);
  let a;
  if (index % 5 === 2) a = new Array(n).fill(rng.int(-9, 9));
  else if (index % 5 === 3) a = rng.array(n, -2, 2);
  else if (index % 5 === 4 && n <= 19) a = rng.distinct(n, -9, 9);
  else a = rng.array(n, -9, 9);
  return `${n}\n${a.join(' ')}\n`;
}
