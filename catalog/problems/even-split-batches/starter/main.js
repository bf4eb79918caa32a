/**
 * @param {number[]} weights weight change of each batch (may be negative)
 * @param {number} k the number of crates a run must split into evenly
 * @return {number} how many runs of consecutive batches have a total divisible by k
 */
function countEvenRuns(weights, k) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countEvenRuns(data.slice(2, 2 + data[0]), data[1])));
