/**
 * @param {number[]} values the recorded values (may be negative)
 * @param {number} lo smallest allowed total
 * @param {number} hi largest allowed total
 * @return {number} how many runs of consecutive values have a total in [lo, hi]
 */
function countBoundedRuns(values, lo, hi) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countBoundedRuns(data.slice(3, 3 + data[0]), data[1], data[2])));
