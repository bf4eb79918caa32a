/**
 * @param {number[]} h building heights, each one unit wide
 * @return {number} the largest area of a rectangle resting on the ground under the skyline
 */
function largestBillboard(h) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(largestBillboard(data.slice(1, 1 + data[0]))));
