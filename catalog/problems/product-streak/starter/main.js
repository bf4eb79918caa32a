/**
 * @param {number[]} factors
 * @return {number} the largest product of a non-empty contiguous run
 */
function bestGain(factors) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestGain(data.slice(1, 1 + data[0]))));
