/**
 * @param {number} n side of the orchard
 * @return {number} the sum of gcd(i, j) over all 1 ≤ i, j ≤ n
 */
function gcdGridSum(n) {
  // Write your code here.
  return 0;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(String(gcdGridSum(n)));
