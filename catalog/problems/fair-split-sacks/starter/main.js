/**
 * @param {number[]} weights sack weights
 * @return {boolean} true if the sacks can be split into two groups of equal weight
 */
function canSplitFairly(weights) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(canSplitFairly(data.slice(1, 1 + data[0]))));
