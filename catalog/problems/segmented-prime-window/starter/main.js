/**
 * @param {number} lo L (up to 10^12, exact as a JavaScript number)
 * @param {number} hi R, with hi - lo <= 10^6
 * @return {number} number of primes in [lo, hi]
 */
function countPrimesInWindow(lo, hi) {
  // Write your code here.
  return -1;
}

const [lo, hi] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countPrimesInWindow(lo, hi)));
