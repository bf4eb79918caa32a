/**
 * @param {number} n rows
 * @param {number} m columns
 * @param {number} k 1-based rank
 * @return {number} the k-th smallest value of the n × m multiplication table
 */
function kthInTable(n, m, k) {
  const rows = Math.min(n, m);
  const cols = Math.max(n, m);
  // number of cells with value <= x
  const count = (x) => {
    let c = 0;
    for (let i = 1; i <= rows; i++) c += Math.min(cols, Math.floor(x / i));
    return c;
  };
  let lo = 1;
  let hi = n * m;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (count(mid) >= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const [n, m, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(kthInTable(n, m, k)));
