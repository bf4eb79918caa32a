/**
 * @param {number[]} positions station positions
 * @param {number} k 1-based rank among all pair gaps
 * @return {number} the k-th smallest |p[i] - p[j]| over pairs i < j
 */
function kthPairGap(positions, k) {
  const p = Float64Array.from(positions).sort();
  const n = p.length;
  // number of pairs with gap <= d: two pointers over the sorted positions
  const count = (d) => {
    let pairs = 0;
    let left = 0;
    for (let j = 0; j < n; j++) {
      while (p[j] - p[left] > d) left++;
      pairs += j - left;
    }
    return pairs;
  };
  let lo = 0;
  let hi = p[n - 1] - p[0];
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
