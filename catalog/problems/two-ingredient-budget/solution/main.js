/**
 * @param {number[]} prices
 * @param {number} budget
 * @return {number[]} [i, j], or [-1, -1] when no pair exists
 */
function findPair(prices, budget) {
  const first = new Map();
  for (let j = 0; j < prices.length; j++) {
    const i = first.get(budget - prices[j]);
    if (i !== undefined) return [i, j];
    if (!first.has(prices[j])) first.set(prices[j], j);
  }
  return [-1, -1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, budget] = tokens;
console.log(findPair(tokens.slice(2, 2 + n), budget).join(' '));
