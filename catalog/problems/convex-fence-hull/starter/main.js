/**
 * @param {number[]} xs x coordinates of the posts
 * @param {number[]} ys y coordinates of the posts
 * @return {{ hull: number[][], area2: number }} the hull corners [x, y] counter-clockwise from the
 *     smallest (x, y), without corners in the middle of a straight side, and twice the enclosed area
 */
function convexFence(xs, ys) {
  // Write your code here.
  return { hull: [], area2: 0 };
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
