/**
 * @param {number[]} shelf labels sorted in non-decreasing order
 * @param {number} label the label to look up
 * @return {number[]} [first index, last index] holding label, or [-1, -1]
 */
function labelRange(shelf, label) {
  // Write your code here.
  return [-1, -1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const shelf = data.slice(1, 1 + n);
const q = data[1 + n];
const out = [];
for (let i = 0; i < q; i++) out.push(labelRange(shelf, data[2 + n + i]).join(' '));
console.log(out.join('\n'));
