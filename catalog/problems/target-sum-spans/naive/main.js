/**
 * @param {number[]} a daily changes
 * @param {number} k target total
 * @return {number} number of contiguous spans summing to k
 */
function countTargetSpans(a, k) {
  // Naive: every start, extended to the right with a running sum. O(n^2).
  let spans = 0;
  for (let i = 0; i < a.length; i++) {
    let sum = 0;
    for (let j = i; j < a.length; j++) {
      sum += a[j];
      if (sum === k) spans++;
    }
  }
  return spans;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(countTargetSpans(data.slice(2, 2 + n), k)));
