/**
 * @param {number[]} a daily changes
 * @param {number} k target total
 * @return {number} number of contiguous spans summing to k
 */
function countTargetSpans(a, k) {
  // count.get(v) = how many prefix sums seen so far equal v (the empty prefix sums to 0).
  const count = new Map([[0, 1]]);
  let sum = 0;
  let spans = 0;
  for (const x of a) {
    sum += x;
    spans += count.get(sum - k) ?? 0; // earlier prefixes P[i] with P[j] - P[i] = k
    count.set(sum, (count.get(sum) ?? 0) + 1);
  }
  return spans;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(countTargetSpans(data.slice(2, 2 + n), k)));
