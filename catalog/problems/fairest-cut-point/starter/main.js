/**
 * @param {number[]} loads the weight of each wagon, n ≥ 2
 * @return {number[]} [k, gap]: cutting before wagon k (1 ≤ k ≤ n-1) gives the smallest gap between
 *   the two parts' totals; the smallest such k
 */
function fairestCut(loads) {
  // Write your code here.
  return [0, 0];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(fairestCut(data.slice(1, 1 + data[0])).join(' '));
