/**
 * @param {number[]} h building heights, each one unit wide
 * @return {number} the largest area of a rectangle resting on the ground under the skyline
 */
function largestBillboard(h) {
  // Naive: every left end, extend right while tracking the minimum. O(n^2).
  let best = 0;
  for (let l = 0; l < h.length; l++) {
    let low = h[l];
    for (let r = l; r < h.length; r++) {
      if (h[r] < low) low = h[r];
      const area = low * (r - l + 1);
      if (area > best) best = area;
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(largestBillboard(data.slice(1, 1 + data[0]))));
