/**
 * @param {number[]} weights weight change of each batch (may be negative)
 * @param {number} k the number of crates a run must split into evenly
 * @return {number} how many runs of consecutive batches have a total divisible by k
 */
function countEvenRuns(weights, k) {
  // Naive: every start, every end, with a running sum. O(n^2).
  let count = 0;
  for (let i = 0; i < weights.length; i++) {
    let sum = 0;
    for (let j = i; j < weights.length; j++) {
      sum += weights[j];
      if (sum % k === 0) count++;
    }
  }
  return count;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countEvenRuns(data.slice(2, 2 + data[0]), data[1])));
