const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSeg = (p, a, b) =>
  cross(a, b, p) === 0 &&
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Closed segments ab and cd share a point. */
function meet(a, b, c, d) {
  const d1 = cross(a, b, c);
  const d2 = cross(a, b, d);
  const d3 = cross(c, d, a);
  const d4 = cross(c, d, b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSeg(c, a, b) || onSeg(d, a, b) || onSeg(a, c, d) || onSeg(b, c, d);
}

/** Simple polygon: non-zero area, non-adjacent edges disjoint, adjacent edges meet only at their corner. */
function simple(pts) {
  const n = pts.length;
  let area = 0;
  for (let i = 0; i < n; i++) area += cross([0, 0], pts[i], pts[(i + 1) % n]);
  if (area === 0) return false;
  for (let i = 0; i < n; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % n];
    if (a[0] === b[0] && a[1] === b[1]) return false;
    for (let j = i + 1; j < n; j++) {
      const c = pts[j];
      const d = pts[(j + 1) % n];
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (!adjacent) {
        if (meet(a, b, c, d)) return false;
        continue;
      }
      // shared corner: the far end of either edge must not lie on the other edge
      const [shared, p, r] = j === i + 1 ? [b, a, d] : [a, b, c];
      if (onSeg(p, shared, r) || onSeg(r, shared, p)) return false;
    }
  }
  return true;
}

/** A random simple polygon on a small grid: sorted around a random centre, or in random order. */
function polygon(rng, n, r) {
  for (;;) {
    const pts = [];
    for (let i = 0; i < n; i++) pts.push([rng.int(-r, r), rng.int(-r, r)]);
    if (rng.bool(0.7)) {
      const cx = rng.int(-r * 10, r * 10) / 10 + 0.05;
      const cy = rng.int(-r * 10, r * 10) / 10 + 0.03;
      pts.sort((p, s) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(s[1] - cy, s[0] - cx));
    } else rng.shuffle(pts);
    if (rng.bool()) pts.reverse();
    if (simple(pts)) return pts;
  }
}

/** Small fences (3 to 9 corners on a grid of radius up to 6) and sheep on corners, edges, rays, anywhere. */
export default function small(rng, index) {
  const n = index === 0 ? 3 : rng.int(3, 9);
  const r = rng.int(2, 6);
  const fence =
    index === 1
      ? [
          [-10000, -10000],
          [10000, -10000],
          [10000, 10000],
          [-10000, 10000],
        ]
      : polygon(rng, n, r);
  const q = rng.int(1, 12);
  const sheep = [];
  for (let k = 0; k < q; k++) {
    const [x, y] = rng.pick(fence);
    const kind = rng.int(0, 3);
    if (kind === 0) sheep.push([x, y]);
    else if (kind === 1) sheep.push([rng.int(-r - 1, r + 1), y]);
    else if (index === 1)
      sheep.push([rng.pick([-10000, 0, 10000, 9999]), rng.pick([-10000, 0, 10000, -9999])]);
    else sheep.push([rng.int(-r - 1, r + 1), rng.int(-r - 1, r + 1)]);
  }
  const block = (pts) => [String(pts.length), ...pts.map(([a, b]) => `${a} ${b}`)];
  return `${[...block(fence), ...block(sheep)].join('\n')}\n`;
}
