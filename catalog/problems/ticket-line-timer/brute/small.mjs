/** Short lines: one fan, k at the front or back, all equal, a single greedy fan, a few big counts. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 10);
  let t;
  if (index % 5 === 1) t = new Array(n).fill(rng.int(1, 5));
  else if (index % 5 === 2) t = rng.array(n, 1, 1000);
  else t = rng.array(n, 1, 6);
  const k = index % 3 === 0 ? 0 : index % 3 === 1 ? n - 1 : rng.int(0, n - 1);
  return `${n} ${k}\n${t.join(' ')}\n`;
}
