/** Small road maps (up to 8 towns, 12 roads, self-loops and parallel roads) and up to 10 convoys. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 8);
  const m = index % 6 === 1 ? 0 : rng.int(0, 12);
  const top = rng.pick([5, 20, 10000]);
  const roads = [];
  for (let i = 0; i < m; i++) {
    const a = rng.int(0, n - 1);
    const b = rng.bool(0.15) ? a : rng.int(0, n - 1);
    roads.push([a, b, rng.int(1, top)]);
  }
  if (m > 0 && rng.bool(0.3)) {
    const [a, b] = rng.pick(roads);
    roads.push([b, a, rng.int(1, top)]);
  }
  const limits = roads.map((r) => r[2]);
  const q = rng.int(1, 10);
  const convoys = [];
  for (let i = 0; i < q; i++) {
    const s = rng.int(0, n - 1);
    const t = rng.bool(0.15) ? s : rng.int(0, n - 1);
    // weights often exactly at a road limit, to test "at least"
    const w = limits.length && rng.bool(0.5) ? rng.pick(limits) : rng.int(1, top);
    convoys.push([s, t, w]);
  }
  const lines = [
    `${n} ${roads.length}`,
    ...roads.map((r) => r.join(' ')),
    String(q),
    ...convoys.map((c) => c.join(' ')),
  ];
  return `${lines.join('\n')}\n`;
}
