/**
 * @param {number[]} coins distinct denominations (unlimited supply)
 * @param {number} amount
 * @return {number} fewest coins summing to amount, or -1
 */
function fewestCoins(coins, amount) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, amount] = data;
console.log(String(fewestCoins(data.slice(2, 2 + n), amount)));
