/**
 * @param {number[]} values the recorded values (may be negative)
 * @param {number} lo smallest allowed total
 * @param {number} hi largest allowed total
 * @return {number} how many runs of consecutive values have a total in [lo, hi]
 */
function countBoundedRuns(values, lo, hi) {
  // Naive: every start, extended to every end with a running total. O(n^2).
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    let sum = 0;
    for (let j = i; j < values.length; j++) {
      sum += values[j];
      if (sum >= lo && sum <= hi) count++;
    }
  }
  return count;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countBoundedRuns(data.slice(3, 3 + data[0]), data[1], data[2])));
