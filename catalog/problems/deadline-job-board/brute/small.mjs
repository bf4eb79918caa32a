/** Up to 7 orders (subsets x permutations): tight deadlines, all equal, huge deadlines. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 7);
  const lines = [String(n)];
  for (let i = 0; i < n; i++) {
    let d;
    if (index % 4 === 1) d = 1;
    else if (index % 4 === 2) d = rng.int(1, 1000000000);
    else d = rng.int(1, n + 1);
    const p = index % 5 === 3 ? 7 : rng.pick([rng.int(1, 10), rng.int(1, 1000000)]);
    lines.push(`${d} ${p}`);
  }
  return `${lines.join('\n')}\n`;
}
