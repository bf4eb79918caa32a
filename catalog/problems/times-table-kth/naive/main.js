/**
 * @param {number} n rows
 * @param {number} m columns
 * @param {number} k 1-based rank
 * @return {number} the k-th smallest value of the n × m multiplication table
 */
function kthInTable(n, m, k) {
  // Naive: try x = 1, 2, 3, ... until at least k cells are <= x. O(answer * min(n, m)).
  const rows = Math.min(n, m);
  const cols = Math.max(n, m);
  for (let x = 1; ; x++) {
    let c = 0;
    for (let i = 1; i <= rows; i++) c += Math.min(cols, Math.floor(x / i));
    if (c >= k) return x;
  }
}

const [n, m, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(kthInTable(n, m, k)));
