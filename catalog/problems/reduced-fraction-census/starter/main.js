/**
 * @param {number[]} limits the values n of the queries
 * @return {number[]} for each n, the number of reduced fractions p/d with 1 <= p < d <= n
 */
function countReducedFractions(limits) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
console.log(countReducedFractions(tokens.slice(1, 1 + q)).join('\n'));
