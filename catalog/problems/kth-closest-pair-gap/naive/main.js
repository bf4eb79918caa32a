/**
 * @param {number[]} positions station positions
 * @param {number} k 1-based rank among all pair gaps
 * @return {number} the k-th smallest |p[i] - p[j]| over pairs i < j
 */
function kthPairGap(positions, k) {
  // Naive: binary search the gap, but count pairs by checking every pair. O(n^2 log W).
  const p = positions;
  const n = p.length;
  const count = (d) => {
    let pairs = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (Math.abs(p[i] - p[j]) <= d) pairs++;
    return pairs;
  };
  let lo = 0;
  let hi = Math.max(...p) - Math.min(...p);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (count(mid) >= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(kthPairGap(data.slice(2, 2 + n), k)));
