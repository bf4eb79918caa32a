/**
 * @param {number[]} xs x coordinates of the posts
 * @param {number[]} ys y coordinates of the posts
 * @return {{ hull: number[][], area2: number }} the hull corners [x, y] counter-clockwise from the
 *     smallest (x, y), without corners in the middle of a straight side, and twice the enclosed area
 */
function convexFence(xs, ys) {
  // Naive: a pair (p, q) is a side when no post lies to its right and the posts on its line lie
  // between p and q. O(n^3).
  const pts = xs.map((x, i) => [x, ys[i]]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const uniq = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1][0] || p[1] !== pts[i - 1][1]);
  const m = uniq.length;
  if (m === 1) return { hull: uniq, area2: 0 };
  const next = new Array(m).fill(-1);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      const [px, py] = uniq[i];
      const dx = uniq[j][0] - px;
      const dy = uniq[j][1] - py;
      let side = true;
      for (let k = 0; k < m && side; k++) {
        const ex = uniq[k][0] - px;
        const ey = uniq[k][1] - py;
        const c = dx * ey - dy * ex;
        if (c < 0) side = false;
        else if (c === 0) {
          const t = dx * ex + dy * ey; // position along the side: must be within [0, |pq|^2]
          if (t < 0 || t > dx * dx + dy * dy) side = false;
        }
      }
      if (side) next[i] = j;
    }
  }
  const hull = [];
  let v = 0; // the smallest (x, y) is a corner
  do {
    hull.push(uniq[v]);
    v = next[v];
  } while (v !== 0 && hull.length <= m);
  let area2 = 0;
  for (let i = 0; i < hull.length; i++) {
    const [x1, y1] = hull[i];
    const [x2, y2] = hull[(i + 1) % hull.length];
    area2 += x1 * y2 - x2 * y1;
  }
  return { hull, area2 };
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const xs = new Array(n);
const ys = new Array(n);
for (let i = 0; i < n; i++) {
  xs[i] = data[1 + 2 * i];
  ys[i] = data[2 + 2 * i];
}
const { hull, area2 } = convexFence(xs, ys);
console.log([`${hull.length} ${area2}`, ...hull.map(([x, y]) => `${x} ${y}`)].join('\n'));
