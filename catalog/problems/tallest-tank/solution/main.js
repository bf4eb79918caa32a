/**
 * @param {number[]} h panel heights
 * @return {number} the most water two panels can hold
 */
function tallestTank(h) {
  let lo = 0;
  let hi = h.length - 1;
  let best = 0;
  while (lo < hi) {
    best = Math.max(best, (hi - lo) * Math.min(h[lo], h[hi]));
    // The shorter panel cannot do better with any closer partner: drop it.
    if (h[lo] <= h[hi]) lo++;
    else hi--;
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(tallestTank(data.slice(1, 1 + data[0]))));
