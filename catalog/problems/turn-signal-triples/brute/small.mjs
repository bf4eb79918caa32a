/** Routes: tiny grids (many collinear and U-turn cases), axis-parallel legs, extreme coordinates. */
const LIM = 10000000;

function point(rng, wide) {
  return wide ? [rng.int(-LIM, LIM), rng.int(-LIM, LIM)] : [rng.int(-3, 3), rng.int(-3, 3)];
}

export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 10);
  const lines = [String(q)];
  while (lines.length <= q) {
    const wide = rng.bool(index % 3 === 0 ? 0.7 : 0.2);
    const a = point(rng, wide);
    const b = point(rng, wide);
    let c = point(rng, wide);
    if (rng.bool(0.3)) {
      // C on the line through A and B (ahead or behind), kept within the limits
      const t = rng.pick([-2, -1, 1, 2]);
      c = [b[0] + t * (b[0] - a[0]), b[1] + t * (b[1] - a[1])];
    }
    if (rng.bool(0.1)) {
      const corner = [rng.pick([-LIM, LIM]), rng.pick([-LIM, LIM])];
      c = corner;
    }
    const inside = (p) => Math.abs(p[0]) <= LIM && Math.abs(p[1]) <= LIM;
    const same = (p, r) => p[0] === r[0] && p[1] === r[1];
    if (!inside(c) || same(a, b) || same(b, c)) continue;
    lines.push(`${a[0]} ${a[1]} ${b[0]} ${b[1]} ${c[0]} ${c[1]}`);
  }
  return `${lines.join('\n')}\n`;
}
