/**
 * @param {number[]} scores the daily scores
 * @param {number} k the shortest allowed stretch
 * @return {number} the largest (lower) median of a stretch of at least k days
 */
function bestMedian(scores, k) {
  // Naive: every distinct score as a candidate, smallest first, until the check fails. O(n^2).
  const n = scores.length;
  const prefix = new Int32Array(n + 1);
  const reaches = (x) => {
    for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (scores[i] >= x ? 1 : -1);
    let low = Number.POSITIVE_INFINITY;
    for (let j = k; j <= n; j++) {
      if (prefix[j - k] < low) low = prefix[j - k];
      if (prefix[j] - low > 0) return true;
    }
    return false;
  };
  const values = [...new Set(scores)].sort((a, b) => a - b);
  let best = values[0];
  for (const x of values) {
    if (!reaches(x)) break;
    best = x;
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestMedian(data.slice(2, 2 + data[0]), data[1])));
