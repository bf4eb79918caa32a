/**
 * @param {number[]} xs x coordinates of the posts
 * @param {number[]} ys y coordinates of the posts
 * @return {{ hull: number[][], area2: number }} the hull corners [x, y] counter-clockwise from the
 *     smallest (x, y), without corners in the middle of a straight side, and twice the enclosed area
 */
function convexFence(xs, ys) {
  // Sort by (x, y) and drop duplicate posts.
  const pts = xs.map((x, i) => [x, ys[i]]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const uniq = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1][0] || p[1] !== pts[i - 1][1]);
  if (uniq.length === 1) return { hull: uniq, area2: 0 };
  // cross > 0: o -> a -> b turns left (counter-clockwise). Values stay below 2^53.
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  // Monotone chain: lower hull left to right, then upper hull right to left; popping on
  // cross <= 0 removes right turns and corners in the middle of straight sides.
  const hull = [];
  for (const pass of [uniq, [...uniq].reverse()]) {
    const start = hull.length;
    for (const p of pass) {
      while (hull.length >= start + 2 && cross(hull[hull.length - 2], hull[hull.length - 1], p) <= 0)
        hull.pop();
      hull.push(p);
    }
    hull.pop(); // the last point of each chain starts the other one
  }
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
