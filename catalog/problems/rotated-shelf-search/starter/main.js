/**
 * @param {number[]} codes a rotated strictly increasing array
 * @param {number} x
 * @return {number} the index of x in codes, or -1
 */
function findCode(codes, x) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const codes = data.slice(1, 1 + n);
const q = data[1 + n];
const out = [];
for (let i = 0; i < q; i++) out.push(findCode(codes, data[2 + n + i]));
console.log(out.join('\n'));
