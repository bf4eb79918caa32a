/**
 * @param {number} n number of coins (up to 10^15, exact in a double)
 * @return {number} number of complete staircase rows
 */
function completeRows(n) {
  // Invariant: lo rows fit, hi rows do not (T(5e7) > 10^15).
  let lo = 0;
  let hi = 5e7;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if ((mid * (mid + 1)) / 2 <= n) lo = mid;
    else hi = mid;
  }
  return lo;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const out = [];
for (let i = 1; i <= q; i++) out.push(completeRows(data[i]));
console.log(out.join('\n'));
