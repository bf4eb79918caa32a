/**
 * @param {number[]} limits the values n of the queries
 * @return {number[]} for each n, the number of reduced fractions p/d with 1 <= p < d <= n
 */
function countReducedFractions(limits) {
  // Naive: test every pair p < d with Euclid, separately for each query. O(n^2 log n) each.
  const gcd = (x, y) => {
    while (y) [x, y] = [y, x % y];
    return x;
  };
  return limits.map((n) => {
    let count = 0;
    for (let d = 2; d <= n; d++) for (let p = 1; p < d; p++) if (gcd(p, d) === 1) count++;
    return count;
  });
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
console.log(countReducedFractions(tokens.slice(1, 1 + q)).join('\n'));
