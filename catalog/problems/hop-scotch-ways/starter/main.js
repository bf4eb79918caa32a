/**
 * @param {number} n the number of squares
 * @return {number} hop sequences (hops of 1, 2 or 3) ending exactly on square n, modulo 1e9+7
 */
function hopWays(n) {
  // Write your code here.
  return 0;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(String(hopWays(n)));
