/**
 * @param {number[]} weights
 * @return {number} leftmost index whose left and right sums are equal, or -1
 */
function balancePoint(weights) {
  let total = 0;
  for (const x of weights) total += x;
  let left = 0; // sum of the weights before index i
  for (let i = 0; i < weights.length; i++) {
    if (left === total - left - weights[i]) return i;
    left += weights[i];
  }
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(balancePoint(data.slice(1, 1 + n))));
