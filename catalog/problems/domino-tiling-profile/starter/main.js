const MOD = 1000000007;

/**
 * @param {number} m rows of the board (at most 8)
 * @param {number} n columns of the board
 * @return {number} the number of domino tilings modulo 1e9+7
 */
function countTilings(m, n) {
  // Write your code here.
  return 0;
}

const [m, n] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countTilings(m, n)));
