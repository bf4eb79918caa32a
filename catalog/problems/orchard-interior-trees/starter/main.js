/**
 * @param {number[]} xs x coordinates of the corners, in order around the fence
 * @param {number[]} ys y coordinates of the corners
 * @return {number} the number of grid points strictly inside the polygon
 */
function interiorTrees(xs, ys) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const xs = new Array(n);
const ys = new Array(n);
for (let i = 0; i < n; i++) {
  xs[i] = data[1 + 2 * i];
  ys[i] = data[2 + 2 * i];
}
console.log(String(interiorTrees(xs, ys)));
