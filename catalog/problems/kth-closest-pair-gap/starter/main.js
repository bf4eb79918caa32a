/**
 * @param {number[]} positions station positions
 * @param {number} k 1-based rank among all pair gaps
 * @return {number} the k-th smallest |p[i] - p[j]| over pairs i < j
 */
function kthPairGap(positions, k) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(kthPairGap(data.slice(2, 2 + n), k)));
