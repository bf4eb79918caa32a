/**
 * @param {number[]} xs x coordinates of the corners, in walking order
 * @param {number[]} ys y coordinates of the corners
 * @return {number} twice the enclosed area
 */
function doubleArea(xs, ys) {
  // Write your code here.
  return 0;
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
