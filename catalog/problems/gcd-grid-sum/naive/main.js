/**
 * @param {number} n side of the orchard
 * @return {number} the sum of gcd(i, j) over all 1 ≤ i, j ≤ n
 */
function gcdGridSum(n) {
  // Naive: Euclid on every pair of the grid. O(n^2 log n).
  let total = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= n; j++) {
      let a = i;
      let b = j;
      while (b !== 0) {
        const r = a % b;
        a = b;
        b = r;
      }
      total += a;
    }
  }
  return total;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(String(gcdGridSum(n)));
