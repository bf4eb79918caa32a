/**
 * @param {number[]} prices the price on each day
 * @return {number} the best profit of one purchase followed by one later sale (0 if none helps)
 */
function bestProfit(prices) {
  // Write your code here.
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(bestProfit(tokens.slice(1, 1 + n))));
