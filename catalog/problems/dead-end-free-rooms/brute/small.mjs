/** Small corridor maps: no corridors, self-loops, repeated corridors, acyclic maps, random maps. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 8);
  const m = index === 1 ? 0 : rng.int(0, 12);
  const dag = index % 3 === 2;
  const order = rng.permutation(n);
  const pos = new Array(n);
  for (let i = 0; i < n; i++) pos[order[i]] = i;
  const lines = [];
  for (let i = 0; i < m; i++) {
    let u = rng.int(0, n - 1);
    let v = rng.int(0, n - 1);
    if (dag) {
      if (u === v) continue;
      if (pos[u] > pos[v]) [u, v] = [v, u];
    }
    lines.push(`${u} ${v}`);
    if (rng.bool(0.1)) lines.push(`${u} ${v}`);
  }
  return `${n} ${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`;
}
