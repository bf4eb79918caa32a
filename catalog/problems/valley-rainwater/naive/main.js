/**
 * @param {number[]} h column heights
 * @return {number} units of trapped water
 */
function trappedWater(h) {
  // Naive: for every column, scan both sides for the tallest wall. O(n^2).
  const n = h.length;
  let water = 0;
  for (let i = 0; i < n; i++) {
    let left = 0;
    for (let j = 0; j <= i; j++) if (h[j] > left) left = h[j];
    let right = 0;
    for (let j = i; j < n; j++) if (h[j] > right) right = h[j];
    water += Math.min(left, right) - h[i];
  }
  return water;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(trappedWater(data.slice(1, 1 + n))));
