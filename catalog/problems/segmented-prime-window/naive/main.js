/**
 * @param {number} lo L (up to 10^12, exact as a JavaScript number)
 * @param {number} hi R, with hi - lo <= 10^6
 * @return {number} number of primes in [lo, hi]
 */
function countPrimesInWindow(lo, hi) {
  // Naive: trial division of every number in the window. O((hi - lo) · sqrt(hi)).
  let count = 0;
  for (let x = lo; x <= hi; x++) {
    if (x < 2) continue;
    let prime = true;
    for (let d = 2; d * d <= x; d++) {
      if (x % d === 0) {
        prime = false;
        break;
      }
    }
    if (prime) count++;
  }
  return count;
}

const [lo, hi] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countPrimesInWindow(lo, hi)));
