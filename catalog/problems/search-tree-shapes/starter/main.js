const MOD = 1000000007n;

/**
 * @param {number[]} queries values of n
 * @return {number[]} for each n, the number of BST shapes on n keys modulo 10^9 + 7
 */
function countShapes(queries) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
console.log(countShapes(data.slice(1, 1 + q)).join('\n'));
