/**
 * @param {number[]} weights
 * @return {number} leftmost index whose left and right sums are equal, or -1
 */
function balancePoint(weights) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(balancePoint(data.slice(1, 1 + n))));
