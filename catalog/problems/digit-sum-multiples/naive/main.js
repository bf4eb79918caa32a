/**
 * @param {number} lo L (up to 10^15, exact as a JavaScript number)
 * @param {number} hi R
 * @param {number} k the lucky divisor
 * @return {number} count of x in [lo, hi] whose digit sum is divisible by k
 */
function countLucky(lo, hi, k) {
  // Naive: add up the digits of every number in the range. O((hi - lo) · digits).
  let count = 0;
  for (let x = lo; x <= hi; x++) {
    let sum = 0;
    for (let y = x; y > 0; y = Math.floor(y / 10)) sum += y % 10;
    if (sum % k === 0) count++;
  }
  return count;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++)
  out.push(String(countLucky(tokens[1 + 3 * i], tokens[2 + 3 * i], tokens[3 + 3 * i])));
console.log(out.join('\n'));
