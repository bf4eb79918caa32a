/**
 * @param {number[]} a daily changes
 * @param {number} k target total
 * @return {number} number of contiguous spans summing to k
 */
function countTargetSpans(a, k) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(countTargetSpans(data.slice(2, 2 + n), k)));
