/**
 * @param {number[]} xs x coordinates of the corners, in walking order
 * @param {number[]} ys y coordinates of the corners
 * @return {number} twice the enclosed area
 */
function doubleArea(xs, ys) {
  // Shoelace: sum the cross products of consecutive corners (last wraps to first).
  const n = xs.length;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    sum += xs[i] * ys[j] - ys[i] * xs[j];
  }
  return Math.abs(sum); // the sign only says clockwise or counter-clockwise
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const xs = [];
const ys = [];
for (let i = 0; i < n; i++) {
  xs.push(tokens[1 + 2 * i]);
  ys.push(tokens[2 + 2 * i]);
}
console.log(String(doubleArea(xs, ys)));
