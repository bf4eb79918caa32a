/** Small trail maps: one hut, no trails, s = t, self-loops, parallel trails, several groups. */
export default function small(rng, index) {
  const n = index % 10 === 0 ? 1 : rng.int(2, 9);
  const m = index % 10 === 1 ? 0 : rng.int(0, index % 3 === 0 ? 14 : n);
  const lines = [`${n} ${m}`];
  for (let i = 0; i < m; i++) {
    const u = rng.int(0, n - 1);
    const v = rng.bool(0.15) ? u : rng.int(0, n - 1);
    lines.push(`${u} ${v}`);
  }
  const s = rng.int(0, n - 1);
  const t = index % 7 === 2 ? s : rng.int(0, n - 1);
  lines.push(`${s} ${t}`);
  return `${lines.join('\n')}\n`;
}
