/** Small simple polygons with coordinates near the origin: triangles, rectangles, notched shapes. */

const orient = (a, b, c) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

const onSegment = (p, a, b) =>
  orient(a, b, p) === 0 &&
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

function touch(a, b, c, d) {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return onSegment(c, a, b) || onSegment(d, a, b) || onSegment(a, c, d) || onSegment(b, c, d);
}

/** Simple: non-adjacent edges never meet, adjacent ones only share their corner, area non-zero. */
function isSimple(pts) {
  const n = pts.length;
  let twice = 0;
  for (let i = 0; i < n; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % n];
    twice += a[0] * b[1] - a[1] * b[0];
    if (a[0] === b[0] && a[1] === b[1]) return false;
    for (let j = i + 1; j < n; j++) {
      const c = pts[j];
      const d = pts[(j + 1) % n];
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (!adjacent && touch(a, b, c, d)) return false;
      if (adjacent) {
        // Shared corner only: the far ends must not lie on the other edge.
        const [shared, p, q] = j === i + 1 ? [b, a, d] : [a, b, c];
        if (onSegment(q, shared, p) || onSegment(p, shared, q)) return false;
      }
    }
  }
  return twice !== 0;
}

/** Random corners sorted by angle around their centre (star-shaped), kept only if simple. */
function starPolygon(rng, n, r) {
  for (;;) {
    const pts = [];
    for (let i = 0; i < n; i++) pts.push([rng.int(-r, r), rng.int(-r, r)]);
    const cx = pts.reduce((s, p) => s + p[0], 0) / n + 0.013;
    const cy = pts.reduce((s, p) => s + p[1], 0) / n + 0.007;
    pts.sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
    if (isSimple(pts)) return pts;
  }
}

export default function small(rng, index) {
  let pts;
  if (index % 8 === 0) {
    const x = rng.int(-10, 5);
    const y = rng.int(-10, 5);
    const w = rng.int(1, 6);
    const h = rng.int(1, 6);
    pts = [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ];
  } else if (index % 8 === 1) {
    pts = starPolygon(rng, 3, rng.int(1, 3));
  } else {
    pts = starPolygon(rng, rng.int(3, 9), rng.int(2, 8));
  }
  if (rng.bool()) pts.reverse();
  const shift = rng.int(0, pts.length - 1);
  pts = [...pts.slice(shift), ...pts.slice(0, shift)];
  return `${pts.length}\n${pts.map((p) => p.join(' ')).join('\n')}\n`;
}
