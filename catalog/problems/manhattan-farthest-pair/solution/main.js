/**
 * @param {number[]} xs x coordinates of the kiosks
 * @param {number[]} ys y coordinates of the kiosks
 * @return {number} the largest |x_i - x_j| + |y_i - y_j| over all pairs (0 for one kiosk)
 */
function farthestWalk(xs, ys) {
  // |dx| + |dy| = max(|d(x + y)|, |d(x - y)|): track the range of x + y and of x - y.
  let sumLo = Infinity;
  let sumHi = -Infinity;
  let diffLo = Infinity;
  let diffHi = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const s = xs[i] + ys[i];
    const d = xs[i] - ys[i];
    sumLo = Math.min(sumLo, s);
    sumHi = Math.max(sumHi, s);
    diffLo = Math.min(diffLo, d);
    diffHi = Math.max(diffHi, d);
  }
  return Math.max(sumHi - sumLo, diffHi - diffLo);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const xs = new Array(n);
const ys = new Array(n);
for (let i = 0; i < n; i++) {
  xs[i] = data[1 + 2 * i];
  ys[i] = data[2 + 2 * i];
}
console.log(String(farthestWalk(xs, ys)));
