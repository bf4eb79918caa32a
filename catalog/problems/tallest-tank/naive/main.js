/**
 * @param {number[]} h panel heights
 * @return {number} the most water two panels can hold
 */
function tallestTank(h) {
  // Naive: every pair of panels. O(n^2).
  let best = 0;
  for (let i = 0; i < h.length; i++) {
    for (let j = i + 1; j < h.length; j++) {
      const v = (j - i) * Math.min(h[i], h[j]);
      if (v > best) best = v;
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(tallestTank(data.slice(1, 1 + data[0]))));
