/**
 * @param {number[]} prices
 * @param {number} budget
 * @return {number[]} [i, j], or [-1, -1] when no pair exists
 */
function findPair(prices, budget) {
  // Write your code here.
  return [0, 0];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, budget] = tokens;
console.log(findPair(tokens.slice(2, 2 + n), budget).join(' '));
