/**
 * @param {number[]} scores the daily scores
 * @param {number} k the shortest allowed stretch
 * @return {number} the largest (lower) median of a stretch of at least k days
 */
function bestMedian(scores, k) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestMedian(data.slice(2, 2 + data[0]), data[1])));
