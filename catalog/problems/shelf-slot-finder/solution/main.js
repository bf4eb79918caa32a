/**
 * @param {number[]} codes strictly increasing
 * @param {number} x
 * @return {number} smallest i with codes[i] >= x, or codes.length
 */
function findSlot(codes, x) {
  let lo = 0;
  let hi = codes.length; // the answer is always in [lo, hi]
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (codes[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const codes = data.slice(1, 1 + n);
const q = data[1 + n];
const out = [];
for (let i = 0; i < q; i++) out.push(findSlot(codes, data[2 + n + i]));
console.log(out.join('\n'));
