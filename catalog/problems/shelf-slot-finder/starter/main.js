/**
 * @param {number[]} codes strictly increasing
 * @param {number} x
 * @return {number} smallest i with codes[i] >= x, or codes.length
 */
function findSlot(codes, x) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const codes = data.slice(1, 1 + n);
const q = data[1 + n];
const out = [];
for (let i = 0; i < q; i++) out.push(findSlot(codes, data[2 + n + i]));
console.log(out.join('\n'));
