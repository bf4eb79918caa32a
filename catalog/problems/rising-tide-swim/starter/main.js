/**
 * @param {number[][]} h n x n heights (a permutation of 0..n*n-1)
 * @return {number} the earliest time the corner (n-1, n-1) can be reached from (0, 0)
 */
function earliestCrossing(h) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const h = [];
for (let i = 0; i < n; i++) h.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(earliestCrossing(h)));
