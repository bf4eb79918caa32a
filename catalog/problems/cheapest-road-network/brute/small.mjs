/** Up to 6 villages and 12 tracks (4096 subsets): parallel tracks, disconnected, n = 1, m = 0. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(2, 6);
  const m = n === 1 ? 0 : index % 8 === 1 ? 0 : rng.int(0, 12);
  const lines = [`${n} ${m}`];
  const maxCost = rng.pick([1, 3, 10, 10000]);
  for (let i = 0; i < m; i++) {
    const u = rng.int(0, n - 1);
    let v = rng.int(0, n - 2);
    if (v >= u) v++;
    lines.push(`${u} ${v} ${rng.int(1, maxCost)}`);
  }
  return `${lines.join('\n')}\n`;
}
