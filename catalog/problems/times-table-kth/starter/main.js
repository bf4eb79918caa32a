/**
 * @param {number} n rows
 * @param {number} m columns
 * @param {number} k 1-based rank
 * @return {number} the k-th smallest value of the n × m multiplication table
 */
function kthInTable(n, m, k) {
  // Write your code here.
  return 0;
}

const [n, m, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(kthInTable(n, m, k)));
