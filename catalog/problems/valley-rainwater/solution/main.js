/**
 * @param {number[]} h column heights
 * @return {number} units of trapped water
 */
function trappedWater(h) {
  let lo = 0;
  let hi = h.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (lo <= hi) {
    leftMax = Math.max(leftMax, h[lo]);
    rightMax = Math.max(rightMax, h[hi]);
    // The side with the lower wall is limited by that wall alone: settle its column.
    if (leftMax <= rightMax) {
      water += leftMax - h[lo];
      lo++;
    } else {
      water += rightMax - h[hi];
      hi--;
    }
  }
  return water;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(trappedWater(data.slice(1, 1 + n))));
